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

const STATE_PARAM = 'state';
const isUserState = (value: string | null): value is UserState => (USER_STATES as readonly string[]).includes(value ?? '');

/** `/entreprise/{slug}/volontaires`: the company's employees, their roles and states (spec §6 'Company'). */
export function MembersPage() {
  const { t } = useTranslation(['companies', 'users']);
  usePageTitle(t('members.title'));
  const slug = useParams().companySlug!;
  const context = useSpaceContext();
  const me = useSession().data!;
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const requested = params.get(STATE_PARAM);
  const state = isUserState(requested) ? requested : undefined;
  const members = useCompanyMembers(slug, state);

  if (!canManageSpace(me, context)) return <ForbiddenPage />;
  const company = spaceOrganisation(me, context);

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
    <div className="stack">
      <h1>{t('members.title')}</h1>
      <p>{t('members.intro', { company: company?.name ?? slug })}</p>
      {!online && (
        <p className="form__hint" role="status">
          {t('members.offline_actions')}
        </p>
      )}
      <section className="card">
        <InviteEmployeesForm slug={slug} disabled={!online} />
      </section>
      <section className="card stack" aria-labelledby="members-list-title">
        <h2 id="members-list-title">{t('members.list_title')}</h2>
        <QueryStatus query={members} errorFor={(error) => (error instanceof ApiError && error.status === 403 ? <ForbiddenPage /> : undefined)}>
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
      </section>
    </div>
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
      <div className="table-wrap">
        <table className="table members-table">
          <thead>
            <tr>
              <th scope="col">{t('members.column_name')}</th>
              <th scope="col">{t('members.column_email')}</th>
              <th scope="col">{t('members.column_role')}</th>
              <th scope="col">{t('members.column_state')}</th>
              <th scope="col">{t('members.column_entity')}</th>
              <th scope="col">{t('members.column_actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.members.map((member) => {
              const actions = companyMemberActions(manager, member);
              const roles: CompanyRole[] = manager.assignableRoles.includes(member.role) ? [...manager.assignableRoles] : [member.role];
              return (
                <tr key={member.userId}>
                  <td>
                    {member.fullName} {member.userId === list.viewerId && <span className="muted">{t('members.you')}</span>}
                  </td>
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
                  <td>
                    <span className={`badge badge--${member.state}`}>{t(`users:states.${member.state}`)}</span>
                  </td>
                  <td>{member.entity?.name ?? t('members.no_entity')}</td>
                  <td>
                    <div className="members-table__actions">
                      {(['validate', 'disable', 'enable'] as const).filter((action) => actions.includes(action)).map((action) => actionButton(member, action))}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
