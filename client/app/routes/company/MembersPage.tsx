import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { type CompanyMemberAction, companyMemberActions } from '../../../../shared/permissions/members';
import type { CompanyRole } from '../../../../shared/permissions/roles';
import type { CompanyMember, CompanyMembersList } from '../../../../shared/users/membership.schema';
import { USER_STATES, type UserState } from '../../../../shared/users/user.schema';
import { useCompanyMembers } from '../../../features/companies/api/get-company-members';
import { type MemberChange, useChangeCompanyMember } from '../../../features/companies/api/manage-company-members';
import { InviteEmployeesForm } from '../../../features/companies/components/InviteEmployeesForm';
import { useErrorText } from '../../../lib/error-text';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { ForbiddenPage } from '../ForbiddenPage';
import { MemberNameCell, MemberStateCell, MembersPageFrame, MembersSections, MembersTableFrame, forbiddenMembers, useMembersSpace } from '../MembersPageFrame';

const STATE_PARAM = 'state';
const isUserState = (value: string | null): value is UserState => (USER_STATES as readonly string[]).includes(value ?? '');

/** `/entreprise/{slug}/volontaires`: the company's employees, their roles and states (spec §6 'Company'). */
export function MembersPage() {
  const { t } = useTranslation(['companies', 'users']);
  usePageTitle(t('members.title'));
  const slug = useParams().companySlug!;
  const { allowed, organisation: company, online } = useMembersSpace();
  const [params, setParams] = useSearchParams();
  const requested = params.get(STATE_PARAM);
  const state = isUserState(requested) ? requested : undefined;
  const members = useCompanyMembers(slug, state);

  if (!allowed) return <ForbiddenPage />;

  const setState = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(STATE_PARAM, next);
        else updated.delete(STATE_PARAM);
        return updated;
      },
      { replace: true },
    );

  return (
    <MembersPageFrame title={t('members.title')} intro={t('members.intro', { company: company?.name ?? slug })} online={online} offlineNotice={t('members.offline_actions')}>
      <MembersSections invite={<InviteEmployeesForm slug={slug} disabled={!online} />} listTitle={t('members.list_title')}>
        <QueryStatus query={members} errorFor={forbiddenMembers}>
          {(list) => (
            <>
              <StateFilter list={list} value={state ?? ''} onChange={setState} />
              {list.members.length === 0 ? (
                <p className="muted">{state ? t('members.empty_filtered', { state: t(`users:states.${state}`) }) : t('members.empty')}</p>
              ) : (
                <MembersTable slug={slug} list={list} disabled={!online} />
              )}
            </>
          )}
        </QueryStatus>
      </MembersSections>
    </MembersPageFrame>
  );
}

function StateFilter({ list, value, onChange }: { list: CompanyMembersList; value: string; onChange(state: string): void }) {
  const { t } = useTranslation(['companies', 'users']);
  const total = Object.values(list.counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const id = useId();
  return (
    <div className="field field--inline">
      <label className="field__label" htmlFor={id}>
        {t('members.filter_label')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('members.filter_all', { count: total })}</option>
        {USER_STATES.map((state) => (
          <option key={state} value={state}>
            {t('members.filter_state', { state: t(`users:states.${state}`), count: list.counts[state] ?? 0 })}
          </option>
        ))}
      </select>
    </div>
  );
}

function MembersTable({ slug, list, disabled }: { slug: string; list: CompanyMembersList; disabled: boolean }) {
  const { t } = useTranslation(['companies', 'users']);
  const errorText = useErrorText();
  const change = useChangeCompanyMember(slug);
  const [confirming, setConfirming] = useState<CompanyMember | null>(null);
  const manager = { userId: list.viewerId, assignableRoles: list.assignableRoles };

  const run = (member: CompanyMember, request: MemberChange) =>
    change.mutate(request, {
      onSuccess: () => {
        const name = member.fullName;
        const message =
          request.action === 'change_role'
            ? t('members.role_changed', { name, role: t(`users:roles.${request.role}`) })
            : t(`members.${request.action === 'validate' ? 'validated' : request.action === 'disable' ? 'disabled' : 'enabled'}`, { name });
        showToast('success', message);
      },
      onError: (error) => showToast('error', errorText(error) ?? ''),
    });

  const actionButton = (member: CompanyMember, action: Exclude<CompanyMemberAction, 'change_role'>) => (
    <button
      key={action}
      type="button"
      className={`button button--small${action === 'disable' ? ' button--danger-outline' : ''}`}
      disabled={disabled || change.isPending}
      onClick={() => (action === 'disable' ? setConfirming(member) : run(member, { userId: member.userId, action }))}
      aria-label={`${t(`members.${action}`)} · ${member.fullName}`}
    >
      {t(`members.${action}`)}
    </button>
  );

  return (
    <>
      <MembersTableFrame
        columns={[
          t('members.column_name'),
          t('members.column_email'),
          t('members.column_role'),
          t('members.column_state'),
          t('members.column_entity'),
          t('members.column_actions'),
        ]}
      >
        {list.members.map((member) => {
          const actions = companyMemberActions(manager, member);
          const roles: CompanyRole[] = manager.assignableRoles.includes(member.role) ? [...manager.assignableRoles] : [member.role];
          return (
            <tr key={member.userId}>
              <MemberNameCell name={member.fullName} isViewer={member.userId === list.viewerId} youText={t('members.you')} />
              <td className="members-table__email">{member.email}</td>
              <td>
                {actions.includes('change_role') ? (
                  <select
                    aria-label={t('members.role_of', { name: member.fullName })}
                    value={member.role}
                    disabled={disabled || change.isPending}
                    onChange={(event) => run(member, { userId: member.userId, action: 'change_role', role: event.target.value as CompanyRole })}
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {t(`users:roles.${role}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  t(`users:roles.${member.role}`)
                )}
              </td>
              <MemberStateCell state={member.state} text={t(`users:states.${member.state}`)} />
              <td>{member.entity?.name ?? t('members.no_entity')}</td>
              <td>
                <div className="members-table__actions">
                  {(['validate', 'disable', 'enable'] as const).filter((action) => actions.includes(action)).map((action) => actionButton(member, action))}
                </div>
              </td>
            </tr>
          );
        })}
      </MembersTableFrame>
      {confirming && (
        <ConfirmDialog
          message={t('members.confirm_disable', { name: confirming.fullName })}
          confirmLabel={t('members.confirm_disable_yes')}
          cancelLabel={t('members.confirm_no')}
          onConfirm={() => {
            run(confirming, { userId: confirming.userId, action: 'disable' });
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
