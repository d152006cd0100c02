import { type FormEvent, Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { COMPANY_ROLES, type CompanyRole } from '../../../../shared/permissions/roles';
import type { BulkEmployeeAction, BulkEmployeeResult, CompanyMember, CompanyMembersList } from '../../../../shared/users/membership.schema';
import { USER_STATES, type UserState } from '../../../../shared/users/user.schema';
import { type CompanyMembersParams, useCompanyMembers } from '../../../features/companies/api/get-company-members';
import { type MemberChange, useBulkUpdateEmployees, useChangeCompanyMember } from '../../../features/companies/api/manage-company-members';
import { EmployeeImport } from '../../../features/companies/components/EmployeeImport';
import { InviteEmployeesForm } from '../../../features/companies/components/InviteEmployeesForm';
import { useErrorText } from '../../../lib/error-text';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '../../../lib/media';
import { useUrlList } from '../../../lib/use-url-list';
import { BulkOutcome } from '../../../ui/BulkOutcome';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton';
import { showToast } from '../../../ui/notifications';
import { usePageTitle } from '../../../ui/PageState';
import { Pager } from '../../../ui/Pager';
import { QueryStatus } from '../../../ui/QueryStatus';
import { ForbiddenPage } from '../ForbiddenPage';
import { MemberNameCell, MemberStateCell, MembersPageFrame, MembersTableFrame, forbiddenMembers, useMembersSpace } from '../MembersPageFrame';
import '../home.css';
import './members.css';

const MemberCreditsDialog = lazy(() => import('../../../features/credits/components/MemberCreditsDialog').then((m) => ({ default: m.MemberCreditsDialog })));
const EmployeeEditDialog = lazy(() => import('../../../features/companies/components/EmployeeEditDialog').then((m) => ({ default: m.EmployeeEditDialog })));

const isUserState = (value: string | undefined): value is UserState => (USER_STATES as readonly string[]).includes(value ?? '');
const isRole = (value: string | undefined): value is CompanyRole => (COMPANY_ROLES as readonly string[]).includes(value ?? '');
const FILTERS = ['q', 'state', 'entity', 'role'] as const;
const INVITE_FIELD = 'invite-employees';

/** The list's search, filters and page, read from the address (so a filtered list can be shared and comes back). */
function useListParams() {
  const list = useUrlList(FILTERS);
  const { state, role, entity } = list.values;
  const current: CompanyMembersParams = {
    q: list.values.q,
    state: isUserState(state) ? state : undefined,
    entity: entity === 'none' || /^\d+$/.test(entity ?? '') ? entity! : undefined,
    role: isRole(role) ? role : undefined,
    page: list.page > 1 ? list.page : undefined,
  };
  return { current, update: list.update, filtered: FILTERS.some((key) => current[key] !== undefined) };
}

/** `/entreprise/{slug}/volontaires`: the company's employees, their roles, states and employment (spec §2, §3, §6). */
export function MembersPage() {
  const { t } = useTranslation(['companies', 'users']);
  usePageTitle(t('members.title'));
  const slug = useParams().companySlug!;
  const { allowed, organisation: company, online } = useMembersSpace();
  const { current, update, filtered } = useListParams();
  const members = useCompanyMembers(slug, current);

  if (!allowed) return <ForbiddenPage />;

  return (
    <MembersPageFrame title={t('members.title')} intro={t('members.intro', { company: company?.name ?? slug })} online={online} offlineNotice={t('members.offline_actions')}>
      <div className="employees-add">
        <section className="card" id={INVITE_FIELD}>
          <InviteEmployeesForm slug={slug} disabled={!online} />
        </section>
        <section className="card">
          <EmployeeImport slug={slug} disabled={!online} />
        </section>
      </div>
      <section className="card stack" aria-labelledby="members-list-title">
        <h2 id="members-list-title">{t('members.list_title')}</h2>
        <QueryStatus query={members} errorFor={forbiddenMembers} loading={<ListSkeleton />}>
          {(list) => (
            <>
              <ListFilters list={list} params={current} onChange={update} />
              {list.total === 0 ? (
                <EmptyList filtered={filtered} onClear={() => update({ q: undefined, state: undefined, entity: undefined, role: undefined })} />
              ) : (
                <EmployeeList slug={slug} list={list} disabled={!online} busy={members.isPlaceholderData} onPage={(page) => update({ page })} />
              )}
            </>
          )}
        </QueryStatus>
      </section>
    </MembersPageFrame>
  );
}

/** The list before its first answer: the filters' row and a page of rows, at their final size. */
function ListSkeleton() {
  return (
    <LoadingSkeleton>
      <div className="employees-filters skeleton employees-skeleton__filters" />
      <div className="skeleton employees-skeleton__rows" />
    </LoadingSkeleton>
  );
}

function EmptyList({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  const { t } = useTranslation('companies');
  const invite = () => {
    const field = document.querySelector<HTMLTextAreaElement>(`#${INVITE_FIELD} textarea`);
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field?.focus({ preventScroll: true });
  };
  return (
    <div className="employees-empty">
      <img src="/illustrations/employees.svg" alt="" width={160} height={120} />
      <h3>{filtered ? t('members.empty_filtered_title') : t('members.empty_title')}</h3>
      <p className="muted">{filtered ? t('members.empty_filtered_body') : t('members.empty')}</p>
      <button type="button" className="button button--primary" onClick={filtered ? onClear : invite}>
        {filtered ? t('members.clear_filters') : t('members.invite_cta')}
      </button>
    </div>
  );
}

function ListFilters({ list, params, onChange }: { list: CompanyMembersList; params: CompanyMembersParams; onChange(changes: Record<string, string | undefined>): void }) {
  const { t } = useTranslation(['companies', 'users']);
  const id = useId();
  const [search, setSearch] = useState(params.q ?? '');
  const all = Object.values(list.counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() || undefined });
  };
  return (
    <div className="employees-filters">
      <form className="employees-filters__search" role="search" onSubmit={submit}>
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('members.search_label')}
        </label>
        <div className="search-form__row">
          <input id={`${id}-q`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('members.search_placeholder')} maxLength={200} />
          <button type="submit" className="button">
            {t('members.search_submit')}
          </button>
        </div>
      </form>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-state`}>
          {t('members.filter_label')}
        </label>
        <select id={`${id}-state`} value={params.state ?? ''} onChange={(event) => onChange({ state: event.target.value || undefined })}>
          <option value="">{t('members.filter_all', { count: all })}</option>
          {USER_STATES.map((state) => (
            <option key={state} value={state}>
              {t('members.filter_state', { state: t(`users:states.${state}`), count: list.counts[state] ?? 0 })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-entity`}>
          {t('members.filter_entity')}
        </label>
        <select id={`${id}-entity`} value={params.entity ?? ''} onChange={(event) => onChange({ entity: event.target.value || undefined })}>
          <option value="">{t('members.filter_entity_all')}</option>
          {list.entities.map((entity) => (
            <option key={entity.id} value={entity.id}>
              {entity.name}
            </option>
          ))}
          <option value="none">{t('members.filter_entity_none')}</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-role`}>
          {t('members.filter_role')}
        </label>
        <select id={`${id}-role`} value={params.role ?? ''} onChange={(event) => onChange({ role: event.target.value || undefined })}>
          <option value="">{t('members.filter_role_all')}</option>
          {COMPANY_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`users:roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

type StateAction = 'validate' | 'disable' | 'enable';

function EmployeeList(props: { slug: string; list: CompanyMembersList; disabled: boolean; busy: boolean; onPage(page: number): void }) {
  const { slug, list } = props;
  const { t } = useTranslation(['companies', 'users']);
  const errorText = useErrorText();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const change = useChangeCompanyMember(slug);
  const [confirming, setConfirming] = useState<CompanyMember | null>(null);
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  const [crediting, setCrediting] = useState<CompanyMember | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const disabled = props.disabled || change.isPending;
  const selectable = list.members.filter((member) => member.actions.length > 0);

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

  const toggle = (userId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });

  const actionButtons = (member: CompanyMember) => (
    <>
      {(['validate', 'disable', 'enable'] as const)
        .filter((action) => member.actions.includes(action))
        .map((action: StateAction) => (
          <button
            key={action}
            type="button"
            className={`button button--small${action === 'disable' ? ' button--danger-outline' : ''}`}
            disabled={disabled}
            onClick={() => (action === 'disable' ? setConfirming(member) : run(member, { userId: member.userId, action }))}
            aria-label={`${t(`members.${action}`)} · ${member.fullName}`}
          >
            {t(`members.${action}`)}
          </button>
        ))}
      {member.actions.includes('edit') && (
        <button type="button" className="button button--small" disabled={props.disabled} onClick={() => setEditing(member)} aria-label={`${t('members.edit')} · ${member.fullName}`}>
          {t('members.edit')}
        </button>
      )}
      {member.actions.includes('edit') && (
        <button type="button" className="button button--small" onClick={() => setCrediting(member)} aria-label={`${t('members.credits')} · ${member.fullName}`}>
          {t('members.credits')}
        </button>
      )}
    </>
  );

  const roleCell = (member: CompanyMember) => {
    if (!member.actions.includes('change_role')) return t(`users:roles.${member.role}`);
    const roles: CompanyRole[] = list.assignableRoles.includes(member.role) ? [...list.assignableRoles] : [member.role];
    return (
      <select
        aria-label={t('members.role_of', { name: member.fullName })}
        value={member.role}
        disabled={disabled}
        onChange={(event) => run(member, { userId: member.userId, action: 'change_role', role: event.target.value as CompanyRole })}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`users:roles.${role}`)}
          </option>
        ))}
      </select>
    );
  };

  const checkbox = (member: CompanyMember) =>
    member.actions.length > 0 ? (
      <input
        type="checkbox"
        className="employees-select"
        checked={selected.has(member.userId)}
        onChange={(event) => toggle(member.userId, event.target.checked)}
        aria-label={t('members.select_member', { name: member.fullName })}
        disabled={props.disabled}
      />
    ) : null;

  const allSelected = selectable.length > 0 && selectable.every((member) => selected.has(member.userId));
  return (
    <>
      <div className="employees-toolbar">
        <p className="employees-count" role="status">
          {t('members.total', { count: list.total })}
        </p>
        {selectable.length > 0 && (
          <label className="employees-select-all">
            <input
              type="checkbox"
              checked={allSelected}
              disabled={props.disabled}
              onChange={(event) => setSelected(event.target.checked ? new Set([...selected, ...selectable.map((member) => member.userId)]) : new Set())}
            />
            {t('members.select_page')}
          </label>
        )}
      </div>
      {selected.size > 0 && <BulkBar slug={slug} list={list} selected={selected} disabled={props.disabled} onDone={() => setSelected(new Set())} />}
      <div aria-busy={props.busy || undefined} className={props.busy ? 'employees-list--busy' : undefined}>
        {phone ? (
          <ul className="employee-cards">
            {list.members.map((member) => (
              <li key={member.userId} className="card employee-card">
                <div className="employee-card__head">
                  {checkbox(member)}
                  <div>
                    <p className="employee-card__name">
                      {member.fullName} {member.userId === list.viewerId && <span className="muted">{t('members.you')}</span>}
                    </p>
                    <p className="employee-card__email">{member.email}</p>
                  </div>
                  <span className={`badge badge--${member.state}`}>{t(`users:states.${member.state}`)}</span>
                </div>
                <dl className="employee-card__facts">
                  <dt>{t('members.column_role')}</dt>
                  <dd>{roleCell(member)}</dd>
                  <dt>{t('members.column_entity')}</dt>
                  <dd>{member.entity?.name ?? t('members.no_entity')}</dd>
                  <dt>{t('members.column_matricule')}</dt>
                  <dd>{member.matricule ?? t('members.no_entity')}</dd>
                </dl>
                <div className="members-table__actions">{actionButtons(member)}</div>
              </li>
            ))}
          </ul>
        ) : (
          <MembersTableFrame
            columns={[
              t('members.column_select'),
              t('members.column_name'),
              t('members.column_email'),
              t('members.column_matricule'),
              t('members.column_role'),
              t('members.column_state'),
              t('members.column_entity'),
              t('members.column_actions'),
            ]}
          >
            {list.members.map((member) => (
              <tr key={member.userId}>
                <td>{checkbox(member)}</td>
                <MemberNameCell name={member.fullName} isViewer={member.userId === list.viewerId} youText={t('members.you')} />
                <td className="members-table__email">{member.email}</td>
                <td>{member.matricule ?? t('members.no_entity')}</td>
                <td>{roleCell(member)}</td>
                <MemberStateCell state={member.state} text={t(`users:states.${member.state}`)} />
                <td>{member.entity?.name ?? t('members.no_entity')}</td>
                <td>
                  <div className="members-table__actions">{actionButtons(member)}</div>
                </td>
              </tr>
            ))}
          </MembersTableFrame>
        )}
      </div>
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label={t('members.pagination')} onPage={props.onPage} />
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
      {editing && (
        <Suspense fallback={null}>
          <EmployeeEditDialog slug={slug} member={editing} roles={list.assignableRoles} entities={list.entities} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {crediting && (
        <Suspense fallback={null}>
          <MemberCreditsDialog slug={slug} member={crediting} onClose={() => setCrediting(null)} />
        </Suspense>
      )}
    </>
  );
}

const BULK_ACTIONS: readonly BulkEmployeeAction[] = ['validate', 'disable', 'enable', 'change_role', 'change_entity'];

/**
 * One action on the selected employees. The server answers per employee (spec §7's bulk answer: the error map);
 * the refused ones are listed by name with their reason, and a failed request says « Une erreur inattendue est survenue ».
 */
function BulkBar(props: { slug: string; list: CompanyMembersList; selected: Set<string>; disabled: boolean; onDone(): void }) {
  const { t } = useTranslation(['companies', 'users', 'errors']);
  const bulk = useBulkUpdateEmployees(props.slug);
  const id = useId();
  const [action, setAction] = useState<BulkEmployeeAction | ''>('');
  const [role, setRole] = useState<CompanyRole>(props.list.assignableRoles[0] ?? 'COMPANY_COLLABORATOR');
  const [entity, setEntity] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<{ result: BulkEmployeeResult; names: Record<string, string> } | null>(null);
  const names = Object.fromEntries(props.list.members.map((member) => [member.userId, member.fullName]));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!action) {
      setMissing(true);
      return document.getElementById(`${id}-action`)?.focus();
    }
    setMissing(false);
    const userIds = [...props.selected];
    bulk.mutate(
      { userIds, action, ...(action === 'change_role' ? { role } : {}), ...(action === 'change_entity' ? { entityId: entity ? Number(entity) : null } : {}) },
      {
        onSuccess: (result) => {
          setOutcome({ result, names });
          if (result.done.length > 0) showToast('success', t('members.bulk_done', { count: result.done.length }));
          if (Object.keys(result.errors).length === 0) props.onDone();
        },
      },
    );
  };

  return (
    <form className="employees-bulk" onSubmit={apply} aria-labelledby={`${id}-title`} noValidate>
      <p id={`${id}-title`} className="employees-bulk__count">
        {t('members.selected', { count: props.selected.size })}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-action`}>
          {t('members.bulk_action')}
        </label>
        <select
          id={`${id}-action`}
          value={action}
          onChange={(event) => setAction(event.target.value as BulkEmployeeAction)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
        >
          <option value="">{t('members.bulk_choose')}</option>
          {BULK_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`members.bulk_${value}`)}
            </option>
          ))}
        </select>
        {missing && (
          <span className="field__error" id={`${id}-missing`}>
            {t('members.bulk_missing')}
          </span>
        )}
      </div>
      {action === 'change_role' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-role`}>
            {t('members.bulk_role')}
          </label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as CompanyRole)}>
            {props.list.assignableRoles.map((value) => (
              <option key={value} value={value}>
                {t(`users:roles.${value}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {action === 'change_entity' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-entity`}>
            {t('members.bulk_entity')}
          </label>
          <select id={`${id}-entity`} value={entity} onChange={(event) => setEntity(event.target.value)}>
            <option value="">{t('members.no_entity_option')}</option>
            {props.list.entities.map((value) => (
              <option key={value.id} value={value.id}>
                {value.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <button type="submit" className="button button--primary" disabled={props.disabled || bulk.isPending}>
          {bulk.isPending ? t('members.bulk_applying') : t('members.bulk_apply')}
        </button>
      </div>
      <BulkOutcome
        failed={bulk.isError}
        result={outcome?.result ?? null}
        names={outcome?.names ?? {}}
        summary={(count) => t('members.bulk_refused', { count })}
        item={(name, reason) => t('members.bulk_refused_item', { name, reason })}
        className="employees-bulk__result"
      />
    </form>
  );
}
