import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../shared/errors';
import { focusField } from '../lib/form';
import './error-summary.css';

export interface ErrorSummaryItem {
  /** The field's key in the form's errors (`title`, `timeslots.0.date`). */
  field: string;
  label: string;
  message: string;
}

/**
 * The items of a summary: one per field in error, named by `labelOf`, in the
 * order of `order` (the order of the form) then as they came.
 */
export function errorSummaryItems(fields: FieldErrors, labelOf: (field: string) => string, order: readonly string[] = []): ErrorSummaryItem[] {
  const rank = (field: string) => {
    const index = order.findIndex((name) => field === name || field.startsWith(`${name}.`));
    return index === -1 ? order.length : index;
  };
  return Object.entries(fields)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => ({ field, label: labelOf(field), message: messages.join(' ') }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

/**
 * At the top of a long form after a failed submit (the GOV.UK pattern): « N
 * champs à corriger » and a link per field. The summary takes the focus on each
 * failed attempt (`attempt` changes), so a screen reader reads it and the
 * person sees it; following a link focuses its field (`onFollow` first brings
 * the field on screen, e.g. the step of a stepped form).
 */
export function ErrorSummary({ items, attempt, onFollow }: { items: ErrorSummaryItem[]; attempt: number; onFollow?: (field: string) => void }) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const count = items.length;

  useEffect(() => {
    if (attempt === 0 || count === 0) return;
    box.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    box.current?.focus({ preventScroll: true });
    // Only a new attempt moves the focus; messages changing as fields are fixed do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (count === 0) return null;
  return (
    <div ref={box} className="error-summary" tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {t('error_summary.title', { count })}
      </h2>
      <p className="error-summary__intro">{t('error_summary.intro')}</p>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.field}>
            <a
              href={`#${item.field}`}
              onClick={(event) => {
                event.preventDefault();
                onFollow?.(item.field);
                const form = box.current?.closest('form') ?? null;
                // After the step (if any) has rendered.
                requestAnimationFrame(() => focusField(form, item.field));
              }}
            >
              {t('error_summary.item', { label: item.label, message: item.message })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
