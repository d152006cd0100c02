import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ASSOCIATION_ROLES, type AssociationRole } from '../../../../shared/permissions/roles';
import type { AssociationMember, AssociationMembersList } from '../../../../shared/users/membership.schema';
import { useAssociationMembers } from '../../../features/associations/api/get-association-members';
import { useRemoveAssociationMember, useUpdateAssociationMember } from '../../../features/associations/api/manage-association-members';
import { InviteMemberForm } from '../../../features/associations/components/InviteMemberForm';
import { useSession } from '../../../features/users/api/get-session';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { canManageSpace } from '../../../lib/can';
import { useOnline } from '../../../lib/online';
import { spaceOrganisation, useSpaceContext } from '../../../lib/space';
import { ForbiddenPage } from '../ForbiddenPage';

/** `/association/{slug}/membres`: the association's members, their roles and antennes. */
export function MembersPage() {
  const { t } = useTranslation(['associations', 'users']);
  usePageTitle(t('members.title'));
  const slug = useParams().associationSlug!;
  const context = useSpaceContext();
  const me = useSession().data!;
  const online = useOnline();
  const members = useAssociationMembers(slug);

  if (!canManageSpace(me, context)) return <ForbiddenPage />;
  const association = spaceOrganisation(me, context);
  const forbidden = (error: unknown) => (error instanceof ApiError && error.status === 403 ? <ForbiddenPage /> : undefined);

  return (
    <div className="stack">
      <h1>{t('members.title')}</h1>
      <p>{t('members.intro', { association: association?.name ?? slug })}</p>
      {!online && (
        <p className="form__hint" role="status">
          {t('members.offline_actions')}
        </p>
      )}
      <QueryStatus query={members} errorFor={forbidden}>
        {(list) => (
          <>
            <section className="card">
              <InviteMemberForm slug={slug} branches={list.branches} disabled={!online} />
            </section>
            <section className="card stack" aria-labelledby="members-list-title">
              <h2 id="members-list-title">{t('members.list_title')}</h2>
              {list.members.length === 0 ? <p className="muted">{t('members.empty')}</p> : <MembersTable slug={slug} list={list} disabled={!online} />}
            </section>
          </>
        )}
      </QueryStatus>
    </div>
  );
}

function MembersTable({ slug, list, disabled }: { slug: string; list: AssociationMembersList; disabled: boolean }) {
  const { t } = useTranslation(['associations', 'users']);
  const errorText = useErrorText();
  const update = useUpdateAssociationMember(slug);
  const remove = useRemoveAssociationMember(slug);
  const [removing, setRemoving] = useState<AssociationMember | null>(null);
  const busy = disabled || update.isPending || remove.isPending;
  const showBranches = list.branches.length > 0;
  const onError = (error: unknown) => showToast('error', errorText(error) ?? '');

  const save = (member: AssociationMember, change: { role?: AssociationRole; branchId?: number | null }) =>
    update.mutate(
      { userId: member.userId, input: { role: change.role ?? member.role, branchId: 'branchId' in change ? change.branchId : (member.branch?.id ?? null) } },
      { onSuccess: () => showToast('success', t('members.updated', { name: member.fullName })), onError },
    );

  return (
    <>
      <div className="table-wrap">
        <table className="table members-table">
          <thead>
            <tr>
              <th scope="col">{t('members.column_name')}</th>
              <th scope="col">{t('members.column_email')}</th>
              <th scope="col">{t('members.column_role')}</th>
              {showBranches && <th scope="col">{t('members.column_branch')}</th>}
              <th scope="col">{t('members.column_state')}</th>
              <th scope="col">{t('members.column_actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.members.map((member) => (
              <tr key={member.userId}>
                <td>
                  {member.fullName} {member.userId === list.viewerId && <span className="muted">{t('members.you')}</span>}
                </td>
                <td className="members-table__email">{member.email}</td>
                <td>
                  <select
                    aria-label={t('members.role_of', { name: member.fullName })}
                    value={member.role}
                    disabled={busy}
                    onChange={(event) => save(member, { role: event.target.value as AssociationRole })}
                  >
                    {ASSOCIATION_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`users:roles.${role}`)}
                      </option>
                    ))}
                  </select>
                </td>
                {showBranches && (
                  <td>
                    <select
                      aria-label={t('members.branch_of', { name: member.fullName })}
                      value={member.branch?.id ?? ''}
                      disabled={busy}
                      onChange={(event) => save(member, { branchId: event.target.value ? Number(event.target.value) : null })}
                    >
                      <option value="">{t('members.no_branch')}</option>
                      {list.branches.map((branch) => (
                        <option key={branch.id} value={branch.id}>
                          {branch.name}
                        </option>
                      ))}
                    </select>
                  </td>
                )}
                <td>
                  <span className={`badge badge--${member.state}`}>{t(`users:states.${member.state}`)}</span>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--small button--danger-outline"
                    disabled={busy}
                    onClick={() => setRemoving(member)}
                    aria-label={`${t('members.remove')} · ${member.fullName}`}
                  >
                    {t('members.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {removing && (
        <ConfirmDialog
          message={t('members.confirm_remove', { name: removing.fullName })}
          confirmLabel={t('members.confirm_remove_yes')}
          cancelLabel={t('members.confirm_no')}
          onConfirm={() => {
            const member = removing;
            setRemoving(null);
            remove.mutate(member.userId, { onSuccess: () => showToast('success', t('members.removed', { name: member.fullName })), onError });
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </>
  );
}
