import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InvitationInfo, invitationAcceptanceInputSchema } from '../../../../shared/users/membership.schema';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, serverFieldErrors } from '../../../lib/form';
import { CheckboxField, Field } from '../../../ui/Field';
import { useAcceptInvitation } from '../api/invitations';
import { NewPasswordFields } from './NewPasswordFields';

/** The invited employee's account: names, password and confirmation, terms and GDPR consent. */
export function FinalizeInvitationForm(props: { token: string; invitation: InvitationInfo; onDone(redirectTo: string): void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const accept = useAcceptInvitation(props.token);
  const [values, setValues] = useState({ first_name: '', last_name: '', password: '', password_confirmation: '', terms_of_use_accepted: false, gdpr_consent: false });
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(invitationAcceptanceInputSchema, values, event.currentTarget);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    accept.mutate(values as Parameters<typeof accept.mutate>[0], { onSuccess: props.onDone, onError: (error) => setFields(serverFieldErrors(error)) });
  };

  const hasFieldErrors = Object.keys(fields).length > 0;
  return (
    <form className="form" onSubmit={submit} noValidate>
      {accept.isError && !hasFieldErrors && (
        <p className="form__error" role="alert">
          {errorText(accept.error)}
        </p>
      )}
      <Field label={t('invitation.email')} type="email" value={props.invitation.email} readOnly />
      <Field label={t('invitation.first_name')} name="first_name" autoComplete="given-name" value={values.first_name} onChange={(e) => set('first_name', e.target.value)} errors={fields.first_name} required />
      <Field label={t('invitation.last_name')} name="last_name" autoComplete="family-name" value={values.last_name} onChange={(e) => set('last_name', e.target.value)} errors={fields.last_name} required />
      <NewPasswordFields
        labels={{ password: t('invitation.password'), confirmation: t('invitation.password_confirmation') }}
        values={values}
        onChange={set}
        errors={fields}
        required
      />
      <CheckboxField label={t('invitation.terms')} checked={values.terms_of_use_accepted} onChange={(e) => set('terms_of_use_accepted', e.target.checked)} errors={fields.terms_of_use_accepted} />
      <CheckboxField label={t('invitation.gdpr')} checked={values.gdpr_consent} onChange={(e) => set('gdpr_consent', e.target.checked)} errors={fields.gdpr_consent} />
      <button type="submit" className="button button--primary button--block" disabled={accept.isPending}>
        {accept.isPending ? t('invitation.submitting') : t('invitation.submit')}
      </button>
    </form>
  );
}
