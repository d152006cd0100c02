import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyInvitationInputSchema } from '../../../../shared/users/membership.schema';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, serverFieldErrors } from '../../../lib/form';
import { showFlash } from '../../../ui/notifications';
import { useInviteEmployees } from '../api/manage-company-members';

/** Several addresses in one field, separated by spaces or commas (spec §5); the field keeps them until they are sent. */
export function InviteEmployeesForm({ slug, disabled }: { slug: string; disabled: boolean }) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const invite = useInviteEmployees(slug);
  const [emails, setEmails] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(companyInvitationInputSchema, { emails }, event.currentTarget);
    if (!checked.ok) return setErrors(checked.fields.emails ?? Object.values(checked.fields).flat());
    setErrors([]);
    invite.mutate(
      { emails },
      {
        onSuccess: (report) => {
          setEmails('');
          const lines = [
            report.invited.length > 0 ? t('members.invited', { count: report.invited.length }) : null,
            report.added.length > 0 ? t('members.added', { count: report.added.length }) : null,
            report.alreadyMembers.length > 0 ? t('members.already_members', { emails: report.alreadyMembers.join(', ') }) : null,
          ].filter(Boolean);
          showFlash(report.invited.length + report.added.length > 0 ? 'success' : 'info', lines.join(' '));
        },
        onError: (error) => setErrors(serverFieldErrors(error).emails ?? []),
      },
    );
  };

  const invalid = errors.length > 0;
  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('members.invite_title')}</h2>
      {invite.isError && !invalid && (
        <p className="form__error" role="alert">
          {errorText(invite.error)}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('members.invite_label')}
        </label>
        <span className="field__hint" id={`${id}-hint`}>
          {t('members.invite_hint')}
        </span>
        <textarea
          id={id}
          name="emails"
          rows={3}
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          autoComplete="off"
          spellCheck={false}
        />
        {invalid && (
          <span className="field__error" id={`${id}-error`} role="alert">
            {errors.join(' ')}
          </span>
        )}
      </div>
      <div>
        <button type="submit" className="button button--primary" disabled={disabled || invite.isPending}>
          {invite.isPending ? t('members.invite_sending') : t('members.invite_submit')}
        </button>
      </div>
    </form>
  );
}
