import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ASSOCIATION_ROLES, type AssociationRole } from '../../../../shared/permissions/roles';
import type { AssociationMember, AssociationMembersList } from '../../../../shared/users/membership.schema';
import { useAssociationMembers } from '../../../features/associations/api/get-association-members';
import { useRemoveAssociationMember, useUpdateAssociationMember } from '../../../features/associations/api/manage-association-members';
import { InviteMemberForm } from '../../../features/associations/components/InviteMemberForm';
import { useErrorText } from '../../../lib/error-text';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { ForbiddenPage } from '../ForbiddenPage';
import { MemberNameCell, MemberStateCell, MembersPageFrame, MembersSections, MembersTableFrame, forbiddenMembers, useMembersSpace } from '../MembersPageFrame';

/** `/association/{slug}/membres`: the association's members, their roles and antennes. */
export function MembersPage() {
  const { t } = useTranslation(['associations', 'users']);
  usePageTitle(t('members.title'));
  const slug = useParams().associationSlug!;
  const { allowed, organisation: association, online } = useMembersSpace();
  const members = useAssociationMembers(slug);

  if (!allowed) return <ForbiddenPage />;

  return (
    <MembersPageFrame title={t('members.title')} intro={t('members.intro', { association: association?.name ?? slug })} online={online} offlineNotice={t('members.offline_actions')}>
      <QueryStatus query={members} errorFor={forbiddenMembers}>
        {(list) => (
          <MembersSections invite={<InviteMemberForm slug={slug} branches={list.branches} disabled={!online} />} listTitle={t('members.list_title')}>
            {list.members.length === 0 ? <p className="muted">{t('members.empty')}</p> : <MembersTable slug={slug} list={list} disabled={!online} />}
          </MembersSections>
        )}
      </QueryStatus>
    </MembersPageFrame>
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
      <MembersTableFrame
        columns={[
          t('members.column_name'),
          t('members.column_email'),
          t('members.column_role'),
          ...(showBranches ? [t('members.column_branch')] : []),
          t('members.column_state'),
          t('members.column_actions'),
        ]}
      >
        {list.members.map((member) => (
          <tr key={member.userId}>
            <MemberNameCell name={member.fullName} isViewer={member.userId === list.viewerId} youText={t('members.you')} />
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
            <MemberStateCell state={member.state} text={t(`users:states.${member.state}`)} />
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
      </MembersTableFrame>
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
