import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../../shared/errors';
import { ApiError } from '../../../../lib/api';
import { useErrorText } from '../../../../lib/error-text';
import { type FormCheck, focusFirstError, serverFieldErrors } from '../../../../lib/form';
import { showFlash } from '../../../../ui/notifications';
import { type SettingsSection as Section, useSaveCompanySettings } from '../../api/company-settings';

/**
 * One section of `/entreprise/{slug}/parametres` with its own « Enregistrer »: the values stay in the section's state
 * whatever the answer (nothing typed is lost on a refusal); field messages come from the shared schema, then from the
 * server's envelope, and the first field in error is brought into view.
 */
export function SettingsSection<T>(props: {
  slug: string;
  section: Section;
  title: string;
  intro?: string;
  check: () => Promise<FormCheck<T>>;
  fields: FieldErrors;
  onFields: (fields: FieldErrors) => void;
  children: ReactNode;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const save = useSaveCompanySettings(props.slug, props.section, props.onSaved);
  const form = useRef<HTMLFormElement>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const titleId = useId();

  const showFields = (fields: FieldErrors) => {
    props.onFields(fields);
    if (Object.keys(fields).length > 0) requestAnimationFrame(() => focusFirstError(form.current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const checked = await props.check();
    if (!checked.ok) return showFields(checked.fields);
    showFields({});
    save.mutate(checked.data, {
      onSuccess: () => showFlash('success', t('settings.saved')),
      onError: (error) => {
        const refused = serverFieldErrors(error);
        if (Object.keys(refused).length === 0) setBanner(error instanceof ApiError && error.code === 'NETWORK' ? t('settings.offline_kept') : errorText(error));
        showFields(refused);
      },
    });
  };

  return (
    <section className="card stack settings-section" aria-labelledby={titleId}>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <h2 id={titleId}>{props.title}</h2>
        {props.intro && <p className="form__hint">{props.intro}</p>}
        {banner && (
          <p className="form__error" role="alert">
            {banner}
          </p>
        )}
        {props.children}
        <div>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('settings.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
