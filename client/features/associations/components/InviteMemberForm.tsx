import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSOCIATION_ROLES, type AssociationRole } from '../../../../shared/permissions/roles';
import { associationInvitationInputSchema } from '../../../../shared/users/membership.schema';
import { useErrorText } from '../../../lib/error-text';
import { checkForm, serverFieldErrors } from '../../../lib/form';
import { Field } from '../../../ui/Field';
import { showFlash } from '../../../ui/notifications';
import { useInviteAssociationMember } from '../api/manage-association-members';

/** One address, a role, and an antenne when the association has them. */
export function InviteMemberForm(props: { slug: string; branches: ReadonlyArray<{ id: number; name: string }>; disabled: boolean }) {
  const { t } = useTranslation(['associations', 'users']);
  const errorText = useErrorText();
  const invite = useInviteAssociationMember(props.slug);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssociationRole>('ASSOCIATION_MEMBER');
  const [branchId, setBranchId] = useState('');
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { email, role, branchId: branchId ? Number(branchId) : null };
    const checked = checkForm(associationInvitationInputSchema, values, event.currentTarget);
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    invite.mutate(values, {
      onSuccess: (report) => {
        setEmail('');
        const sentTo = checked.data.email;
        showFlash('success', report.invited.length > 0 ? t('members.invited', { email: sentTo }) : t('members.added', { email: sentTo }));
      },
      onError: (error) => setFields(serverFieldErrors(error)),
    });
  };

  const hasFieldErrors = Object.keys(fields).length > 0;
  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('members.invite_title')}</h2>
      {invite.isError && !hasFieldErrors && (
        <p className="form__error" role="alert">
          {errorText(invite.error)}
        </p>
      )}
      <div className="form__row">
        <Field label={t('members.email')} type="email" name="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} errors={fields.email} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-role`}>
            {t('members.role')}
          </label>
          <select id={`${id}-role`} name="role" value={role} onChange={(event) => setRole(event.target.value as AssociationRole)}>
            {ASSOCIATION_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`users:roles.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {props.branches.length > 0 && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-branch`}>
              {t('members.branch')}
            </label>
            <select id={`${id}-branch`} name="branchId" value={branchId} onChange={(event) => setBranchId(event.target.value)} aria-invalid={fields.branchId ? true : undefined}>
              <option value="">{t('members.no_branch')}</option>
              {props.branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
            {fields.branchId && (
              <span className="field__error" role="alert">
                {fields.branchId.join(' ')}
              </span>
            )}
          </div>
        )}
      </div>
      <div>
        <button type="submit" className="button button--primary" disabled={props.disabled || invite.isPending}>
          {invite.isPending ? t('members.invite_sending') : t('members.invite_submit')}
        </button>
      </div>
    </form>
  );
}
