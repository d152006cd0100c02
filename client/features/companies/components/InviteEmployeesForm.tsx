import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitEmailList } from '../../../../shared/users/employee-import';
import { useErrorText } from '../../../lib/error-text';
import { focusFirstError, serverFieldErrors } from '../../../lib/form';
import { showFlash } from '../../../ui/notifications';
import { useInviteEmployees } from '../api/manage-company-members';

/**
 * Several addresses in one field, separated by spaces, commas, semicolons or new lines (spec §5). The well-formed
 * ones are invited; the others stay in the field, each named with its line, to be corrected and sent again.
 */
export function InviteEmployeesForm({ slug, disabled }: { slug: string; disabled: boolean }) {
  const { t } = useTranslation(['companies', 'errors']);
  const errorText = useErrorText();
  const invite = useInviteEmployees(slug);
  const [emails, setEmails] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  const lineErrors = (invalid: Array<{ line: number; value: string }>) =>
    invalid.map((entry) => t('members.invalid_line', { line: entry.line, message: t('errors:validation.email_invalid', { email: entry.value }) }));
  const refuse = (messages: string[]) => {
    setErrors(messages);
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { valid, invalid } = splitEmailList(emails);
    if (valid.length === 0) return refuse(invalid.length > 0 ? lineErrors(invalid) : [t('errors:validation.emails_required')]);
    setErrors([]);
    invite.mutate(
      { emails },
      {
        onSuccess: (report) => {
          const refused = report.invalid ?? [];
          // What was not an address stays, one per line, to be corrected; the rest went.
          setEmails(refused.map((entry) => entry.value).join('\n'));
          if (refused.length > 0) refuse([t('members.invalid_kept', { count: refused.length }), ...lineErrors(refused)]);
          const lines = [
            report.invited.length > 0 ? t('members.invited', { count: report.invited.length }) : null,
            report.added.length > 0 ? t('members.added', { count: report.added.length }) : null,
            report.alreadyMembers.length > 0 ? t('members.already_members', { emails: report.alreadyMembers.join(', ') }) : null,
          ].filter(Boolean);
          showFlash(report.invited.length + report.added.length > 0 ? 'success' : 'info', lines.join(' '));
        },
        onError: (error) => {
          const fields = serverFieldErrors(error).emails;
          if (fields) refuse(fields);
        },
      },
    );
  };

  const invalid = errors.length > 0;
  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
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
