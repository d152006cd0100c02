import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_DOMAIN_PATTERN, type RegistrationSettingsInput, registrationSettingsInputSchema } from '../../../../shared/companies/registration-settings.schema';
import { tagsSchema } from '../../../../shared/validation/inputs';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, serverFieldErrors } from '../../../lib/form';
import { showFlash } from '../../../ui/notifications';
import { TagInput } from '../../../ui/TagInput';
import { useSaveRegistrationSettings } from '../api/registration-settings';

const domainsSchema = tagsSchema({ maxCount: 20, maxLength: 253, pattern: EMAIL_DOMAIN_PATTERN });

export function RegistrationSettingsForm({ slug, initial }: { slug: string; initial: RegistrationSettingsInput }) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const save = useSaveRegistrationSettings(slug);
  const [values, setValues] = useState(initial);
  const [fields, setFields] = useState<Record<string, string[]>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(registrationSettingsInputSchema, values, event.currentTarget);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    save.mutate(checked.data, { onSuccess: () => showFlash('success', t('settings.saved')), onError: (error) => setFields(serverFieldErrors(error)) });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('settings.registration_title')}</h2>
      <p className="form__hint">
        {values.allowedEmailDomains.length > 0 ? t('settings.registration_open') : t('settings.registration_invitation_only')}
      </p>
      {save.error && (
        <p className="form__error" role="alert">
          {errorText(save.error)}
        </p>
      )}
      <TagInput
        label={t('settings.domains')}
        hint={t('settings.domains_hint')}
        value={values.allowedEmailDomains}
        onChange={(allowedEmailDomains) => setValues({ ...values, allowedEmailDomains })}
        schema={domainsSchema}
        errors={fields.allowedEmailDomains}
      />
      <label className="switch">
        <input type="checkbox" checked={values.validatesNewAccounts} onChange={(event) => setValues({ ...values, validatesNewAccounts: event.target.checked })} />
        {t('settings.validates_new_accounts')}
      </label>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('settings.save')}
      </button>
    </form>
  );
}
