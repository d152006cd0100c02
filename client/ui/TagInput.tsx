import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { TAG_DELETE_MARK_MS } from '../../shared/ui/constants';

/**
 * Spec §5 'Tag input': a tag is added with Enter or a comma and checked by the
 * given schema (empty, duplicate or invalid tags are refused with their
 * message). Backspace in the empty input marks the last tag; a second
 * Backspace within a second removes it.
 */
export function TagInput(props: {
  label: string;
  value: string[];
  onChange(tags: string[]): void;
  schema: z.ZodMiniType<unknown>;
  hint?: string;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [marked, setMarked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!marked) return;
    const timer = setTimeout(() => setMarked(false), TAG_DELETE_MARK_MS);
    return () => clearTimeout(timer);
  }, [marked]);

  const add = () => {
    const next = [...props.value, draft.trim()];
    const result = props.schema.safeParse(next);
    if (!result.success) return setError(result.error.issues[0]?.message ?? null);
    setError(null);
    setDraft('');
    props.onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && props.value.length > 0) {
      if (marked) {
        props.onChange(props.value.slice(0, -1));
        setMarked(false);
      } else setMarked(true);
    }
  };

  const messages = [...(error ? [error] : []), ...(props.errors ?? [])];
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.hint && <span className="field__hint">{props.hint}</span>}
      <div className="tag-input">
        {props.value.map((tag, index) => (
          <span key={tag} className={`tag${marked && index === props.value.length - 1 ? ' tag--marked' : ''}`}>
            {tag}
            <button type="button" aria-label={t('tags.remove', { tag })} onClick={() => props.onChange(props.value.filter((other) => other !== tag))}>
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          value={draft}
          aria-invalid={messages.length > 0 || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setMarked(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && add()}
        />
      </div>
      {messages.length > 0 && (
        <span className="field__error" role="alert">
          {messages.join(' ')}
        </span>
      )}
    </div>
  );
}
