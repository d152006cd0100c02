import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { contextFromPath } from '../../../../shared/contexts';
import type { MissionApplication, MissionDetail } from '../../../../shared/missions/mission-management.schema';
import { buildPath } from '../../../../shared/routes';
import { placesLeft } from '../../../../shared/timeslots/timeslot.rules';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '../../../lib/media';
import { ActionMenu } from '../../../ui/ActionMenu';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ExportButtons } from '../../../ui/ExportButtons';
import { Lightbox } from '../../../ui/Lightbox';
import { showFlash } from '../../../ui/notifications';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { TabBar, type Tab, useActiveTab } from '../../../ui/TabBar';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { useMissionSubscribers, useMissionTestimonies } from '../api/get-mission';
import { useMissionApplicationsOffline } from '../offline/use-offline-missions';
import { useBookingTargets } from '../api/get-booking-targets';
import { type MissionExportKind, missionExportFallbackName, missionExportPath } from '../api/export-mission';
import { useDeleteMission, useMissionCommand } from '../api/manage-mission';
import type { MissionScope } from '../api/mission-scope';
import { formatDate, formatSlotRange, formatSlotStart } from './format';
import { ApplicationCards } from './ApplicationCards';
import { MissionStateBadge } from './MissionStateBadge';
import './missions.css';
import { Ltr } from '../../../ui/Bidi';

// Platform admins only (a range of days on a long mission): not loaded with the dashboard everyone else opens.
const DateRangeForm = lazy(() => import('./DateRangeForm').then((module) => ({ default: module.DateRangeForm })));

/**
 * Spec §2 'Mission dashboard with tabs Résumé, Candidatures, Créneaux, Liste
 * d'attente, Témoignages', in the association space and, for the missions a
 * company published itself, in the company space. The buttons follow
 * `availableActions`; the applications' quick actions come from the screen,
 * for whom handles them (spec §6), the others read.
 */
export function MissionDashboard({
  scope,
  detail,
  applicationActions,
  canAddDateRange = false,
}: {
  scope: MissionScope;
  detail: MissionDetail;
  /** Platform administrators may add the one date range of a long mission (spec §5). */
  canAddDateRange?: boolean;
  /** The referent's quick actions on one application (given by the screen, from the engagements feature). */
  applicationActions?: (application: MissionApplication) => ReactNode;
}) {
  const { t } = useTranslation(['missions', 'errors']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const command = useMissionCommand(scope);
  const remove = useDeleteMission(scope);
  const [notice, setNotice] = useState<{ message: string; missing?: string[] } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { mission } = detail;
  const associationSpace = scope.kind === 'association';
  const pathTo = (route: string) => buildPath(route, contextFromPath(location.pathname), { missionId: mission.id });

  const tabs: Tab[] = [
    { id: 'summary', label: t('missions:dashboard.tab_summary') },
    { id: 'volunteers', label: t('missions:dashboard.tab_applications') },
    { id: 'timeslots', label: t('missions:dashboard.tab_timeslots') },
    { id: 'subscribers', label: t('missions:dashboard.tab_subscribers') },
    { id: 'testimonies', label: t('missions:dashboard.tab_testimonies') },
  ];
  // In the company space, who reads without the quick actions is told who handles the applications.
  const referentName = detail.supervisors.find((person) => person.id === mission.supervisorId)?.fullName;
  const handledBy = !associationSpace && !applicationActions && referentName ? referentName : null;
  const [active] = useActiveTab(tabs);

  const publish = () => {
    setNotice(null);
    command.mutate(
      { id: mission.id, command: 'publish' },
      {
        onSuccess: () => showFlash('success', t('missions:dashboard.published')),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'MISSION_INCOMPLETE') {
            setNotice({ message: t('errors:MISSION_INCOMPLETE'), missing: Object.keys(error.fields).length > 0 ? Object.keys(error.fields) : detail.missingFields });
          } else setNotice({ message: t('missions:form.publish_failed', { error: errorText(error) }) });
        },
      },
    );
  };

  const askDelete = () => {
    setNotice(null);
    if (!detail.canDelete) return setNotice({ message: t('errors:MISSION_HAS_REGISTRATIONS') });
    setConfirmingDelete(true);
  };

  const confirmDelete = () => {
    setConfirmingDelete(false);
    remove.mutate(mission.id, {
      onSuccess: () => {
        showFlash('success', t('missions:dashboard.deleted', { title: mission.title }));
        navigate(buildPath('missions.list', contextFromPath(location.pathname)));
      },
      onError: (error) => setNotice({ message: errorText(error) ?? '' }),
    });
  };

  return (
    <div className="stack">
      <div className="page-header">
        <h1>
          {mission.title} <MissionStateBadge state={detail.displayState} />
        </h1>
        <div className="actions">
          {detail.availableActions.includes('publish') && (
            <button type="button" className="button button--primary" disabled={command.isPending} onClick={publish}>
              {t('missions:form.publish')}
            </button>
          )}
          <RouteLink to="missions.update" params={{ missionId: mission.id }} className="button">
            {t('missions:dashboard.edit')}
          </RouteLink>
          <ActionMenu
            label={t('missions:dashboard.more_actions')}
            items={[
              { key: 'duplicate', label: t('missions:dashboard.duplicate'), href: pathTo('missions.duplicate') },
              ...(detail.availableActions.includes('unpublish') ? [{ key: 'unpublish', label: t('missions:dashboard.unpublish'), href: pathTo('missions.unpublish') }] : []),
              ...(detail.availableActions.includes('archive') ? [{ key: 'archive', label: t('missions:dashboard.archive'), href: pathTo('missions.archive') }] : []),
              ...(associationSpace ? [{ key: 'delete', label: t('missions:dashboard.delete'), onSelect: askDelete, danger: true, disabled: remove.isPending }] : []),
            ]}
          />
        </div>
      </div>
      {notice && (
        <div className="form__error" role="alert">
          <p>{notice.message}</p>
          {notice.missing && notice.missing.length > 0 && (
            <p>
              {t('missions:list.missing_fields', { fields: notice.missing.map((name) => t(`missions:form.fields.${name}`, { defaultValue: name })).join(', ') })}{' '}
              <RouteLink to="missions.update" params={{ missionId: mission.id }}>
                {t('missions:dashboard.complete')}
              </RouteLink>
            </p>
          )}
        </div>
      )}
      <TabBar tabs={tabs} label={t('missions:dashboard.tabs_label')} />
      <div role="tabpanel" aria-labelledby={`tab-${active}`}>
        {active === 'summary' && <SummaryTab scope={scope} detail={detail} />}
        {active === 'volunteers' && handledBy && (
          <p className="notice" role="note">
            {t('missions:dashboard.applications_handled_by', { name: handledBy })}
          </p>
        )}
        {active === 'volunteers' && <ApplicationsTab scope={scope} id={mission.id} actions={applicationActions} />}
        {active === 'timeslots' && <TimeslotsTab detail={detail} />}
        {active === 'timeslots' && canAddDateRange && !detail.timeslots.some((slot) => slot.kind === 'range') && (
          <Suspense fallback={null}>
            <DateRangeForm scope={scope} missionId={mission.id} />
          </Suspense>
        )}
        {active === 'subscribers' && <SubscribersTab scope={scope} id={mission.id} />}
        {active === 'testimonies' && <TestimoniesTab scope={scope} id={mission.id} />}
      </div>
      {confirmingDelete && (
        <ConfirmDialog
          message={t('missions:dashboard.confirm_delete', { title: mission.title })}
          confirmLabel={t('missions:dashboard.confirm_delete_yes')}
          cancelLabel={t('missions:dashboard.confirm_no')}
          onConfirm={confirmDelete}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </div>
  );
}

/** The companies or entities a restricted mission is open to, by name (from the booking restriction's choices). */
function useRestrictionNames(scope: MissionScope, mission: MissionDetail['mission']): string[] | null {
  const { t } = useTranslation('missions');
  const restricted = mission.bookingRestriction === 'companies' || mission.bookingRestriction === 'entities';
  const targets = useBookingTargets(scope, restricted);
  if (!restricted) return null;
  if (!targets.data) return targets.isError ? [...mission.restrictedCompanyIds, ...mission.targetedForEntityIds].map((id) => `#${id}`) : [t('form.booking_targets.loading')];
  const { companies } = targets.data;
  if (mission.bookingRestriction === 'companies') {
    return mission.restrictedCompanyIds.map((id) => companies.find((company) => company.id === id)?.name ?? t('form.booking_targets.former_company', { id }));
  }
  return mission.targetedForEntityIds.map((id) => {
    const company = companies.find((candidate) => candidate.entities.some((entity) => entity.id === id));
    const entity = company?.entities.find((candidate) => candidate.id === id);
    return company && entity ? `${company.name} · ${entity.name}` : t('form.booking_targets.former_entity', { id });
  });
}

function SummaryTab({ scope, detail }: { scope: MissionScope; detail: MissionDetail }) {
  const { t } = useTranslation('missions');
  const [viewing, setViewing] = useState<number | null>(null);
  const { mission } = detail;
  const none = t('dashboard.none');
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : none);
  const restrictedTo = useRestrictionNames(scope, mission);
  const supervisor = detail.supervisors.find((person) => person.id === mission.supervisorId)?.fullName ?? none;
  const rows: Array<[string, ReactNode]> = [
    [t('form.fields.missionType'), t(`mission_types.${mission.missionType}`)],
    [t('form.fields.association'), detail.association?.name ?? none],
    [t('form.fields.location'), mission.isRemote ? t('list.remote') : (mission.location?.label ?? none)],
    [t('form.fields.thematics'), list(mission.thematics.map((value) => t(`thematics.${value}`)))],
    [t('form.fields.skills'), list(mission.skills.map((value) => t(`skills.${value}`)))],
    [t('form.fields.sdgs'), list(mission.sdgs.map((goal) => t('form.sdg_label', { number: goal, name: t(`sdgs.${goal}`) })))],
    [t('form.fields.availabilityType'), mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TEXT' ? (mission.requiredAvailability ?? none) : t('availability_types.MISSION_AVAILABILITY_TYPE_TIMESLOTS')],
    [t('form.fields.timeType'), t(`time_types.${mission.timeType}`)],
    [t('form.fields.supervisorId'), supervisor],
    [t('form.fields.expiresOn'), mission.expiresOn ? formatDate(mission.expiresOn) : none],
    [t('form.fields.registrationDeadlineDays'), mission.registrationDeadlineDays === null ? none : t('dashboard.days', { count: mission.registrationDeadlineDays })],
    [t('form.fields.bookingRestriction'), t(`booking_restrictions.${mission.bookingRestriction}`)],
    ...(restrictedTo
      ? [[t(mission.bookingRestriction === 'companies' ? 'form.fields.restrictedCompanyIds' : 'form.fields.targetedForEntityIds'), list(restrictedTo)] as [string, ReactNode]]
      : []),
    [t('form.fields.isTaxExempt'), mission.isTaxExempt ? t('dashboard.yes') : t('dashboard.no')],
    [t('form.fields.deductsCredit'), mission.deductsCredit ? t('dashboard.yes') : t('dashboard.no')],
    [t('dashboard.published_at'), mission.publishedAt ? formatDate(mission.publishedAt) : none],
  ];
  return (
    <div className="stack">
      {detail.missingFields.length > 0 && (
        <p className="notice notice--warning" role="status">
          {t('list.missing_fields', { fields: detail.missingFields.map((name) => t(`form.fields.${name}`, { defaultValue: name })).join(', ') })}
        </p>
      )}
      <div className="facts-grid">
        <p className="fact">
          <strong>{detail.facts.timeslots}</strong>
          {t('dashboard.fact_timeslots')}
        </p>
        <p className="fact">
          <strong>{detail.facts.applications}</strong>
          {t('dashboard.fact_applications')}
        </p>
        <p className="fact">
          <strong>{detail.facts.registeredVolunteers}</strong>
          {t('dashboard.fact_registered')}
        </p>
        <p className="fact">
          <strong>{detail.facts.waitingSubscribers}</strong>
          {t('dashboard.fact_waiting')}
        </p>
      </div>
      {mission.images.length > 0 && (
        <div className="mission-gallery">
          {mission.images.map((image, index) => (
            <button key={image} type="button" aria-label={t('dashboard.open_image', { number: index + 1 })} onClick={() => setViewing(index)}>
              <img src={image} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {viewing !== null && <Lightbox images={mission.images} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />}
      <section className="card">
        <h2>{t('form.fields.description')}</h2>
        <p className="mission-description">{mission.description || none}</p>
      </section>
      <section className="card">
        <DetailsList rows={rows} />
      </section>
    </div>
  );
}

/** The summary's label/value list (also the offline mission page's, from the replica). */
export function DetailsList({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="details">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TimeslotsTab({ detail }: { detail: MissionDetail }) {
  const { t } = useTranslation('missions');
  if (detail.timeslots.length === 0) return <p className="muted">{t('dashboard.no_timeslots')}</p>;
  return <TimeslotsTable timeslots={detail.timeslots} />;
}

/** One line of the Créneaux table; `signupDeadline` undefined when not known (offline, the replica does not keep it). */
export type TimeslotLine = Pick<MissionDetail['timeslots'][number], 'id' | 'kind' | 'startsAt' | 'endsAt' | 'durationHours' | 'places' | 'taken'> & {
  signupDeadline?: string | null;
};

/** The Créneaux table: dates, duration, places, taken and left, and the sign-up deadline when every line knows it. */
export function TimeslotsTable({ timeslots }: { timeslots: readonly TimeslotLine[] }) {
  const { t } = useTranslation('missions');
  const deadlines = timeslots.every((slot) => slot.signupDeadline !== undefined);
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('dashboard.col_date')}</th>
            <th scope="col">{t('form.slot.duration')}</th>
            <th scope="col">{t('form.slot.places')}</th>
            <th scope="col">{t('dashboard.col_taken')}</th>
            <th scope="col">{t('dashboard.col_left')}</th>
            {deadlines && <th scope="col">{t('form.slot.signupDeadline')}</th>}
          </tr>
        </thead>
        <tbody>
          {timeslots.map((slot) => (
            <tr key={slot.id}>
              <td>
                <Ltr>{formatSlotRange(slot.startsAt, slot.endsAt)}</Ltr>
                {slot.kind === 'range' && <span className="badge">{t('timeslot_kinds.range')}</span>}
              </td>
              <td>{t('dashboard.hours', { count: slot.durationHours })}</td>
              <td>{slot.places}</td>
              <td>{slot.taken}</td>
              <td>{placesLeft(slot)}</td>
              {deadlines && <td>{slot.signupDeadline ? formatDate(slot.signupDeadline) : '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The loading, offline and error states, then the rows or the tab's empty message. */
function TabQuery<T>({ query, rows, empty, children }: { query: UseQueryResult<T>; rows: (data: T) => unknown[]; empty: string; children: (data: T) => ReactNode }) {
  return <QueryStatus query={query}>{(data) => (rows(data).length === 0 ? <p className="muted">{empty}</p> : children(data))}</QueryStatus>;
}

/** Spec §7: the association (or the company, for a mission it published) downloads a tab's list as Excel or CSV; a failure shows 'Le téléchargement du fichier a échoué.'. */
function MissionExportButtons({ scope, id, kind }: { scope: MissionScope; id: number; kind: MissionExportKind }) {
  const { t } = useTranslation('missions');
  return (
    <ExportButtons
      label={t('dashboard.exports_label')}
      xlsxText={t('dashboard.export_xlsx')}
      csvText={t('dashboard.export_csv')}
      path={(format) => missionExportPath(scope, id, kind, format)}
      fallbackName={(format) => missionExportFallbackName(id, kind, format)}
    />
  );
}

/** The Candidatures tab: online, or offline from the roster the device kept. */
export function ApplicationsTab({
  scope,
  id,
  actions,
  offlineNote = true,
}: {
  scope: MissionScope;
  id: number;
  actions?: (application: MissionApplication) => ReactNode;
  /** False when the page already says its data come from the device (the offline mission page). */
  offlineNote?: boolean;
}) {
  const { t } = useTranslation(['missions', 'engagements']);
  // Offline, the roster as the device kept it at the last sync.
  const { query, offline, syncedAt } = useMissionApplicationsOffline(scope, id);
  return (
    <div className="stack">
      {offline ? offlineNote && <OfflineDataNote syncedAt={syncedAt} /> : <MissionExportButtons scope={scope} id={id} kind="engagements" />}
      <TabQuery query={query} rows={(data) => data.applications} empty={t('missions:dashboard.no_applications')}>
        {(data) => <ApplicationsTable applications={data.applications} actions={actions} />}
      </TabQuery>
    </div>
  );
}

/** The Candidatures table: the volunteer, the state, the dates, and the referent's actions given by the screen. */
export function ApplicationsTable({ applications, actions }: { applications: readonly MissionApplication[]; actions?: (application: MissionApplication) => ReactNode }) {
  const { t } = useTranslation(['missions', 'engagements']);
  // On a phone, cards: the actions sit under each name instead of at the end of a wide row.
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  if (phone) return <ApplicationCards applications={applications} actions={actions} />;
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('missions:dashboard.col_volunteer')}</th>
            <th scope="col">{t('missions:dashboard.col_state')}</th>
            <th scope="col">{t('missions:dashboard.col_time_type')}</th>
            <th scope="col">{t('missions:dashboard.col_slots')}</th>
            <th scope="col">{t('missions:dashboard.col_applied_at')}</th>
            <th scope="col">{t('engagements:follow_up.col_actions')}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id}>
              <td>
                <strong>{application.volunteer.fullName}</strong>
                <br />
                <span className="muted">
                  {application.volunteer.companyName} · {application.volunteer.email}
                </span>
                {application.message && <p className="muted">{application.message}</p>}
              </td>
              <td>{t(`engagements:states.${application.state}`)}</td>
              <td>{t(`engagements:time_types.${application.timeType}`)}</td>
              <td>
                <Ltr>{application.timeslots.map((slot) => formatSlotRange(slot.startsAt, slot.endsAt)).join(', ') || '—'}</Ltr>
              </td>
              <td>{formatDate(application.createdAt)}</td>
              <td>
                <RouteLink to="engagement.show" params={{ engagementId: application.id }}>
                  {t('engagements:follow_up.open')}
                </RouteLink>
                {actions?.(application)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SubscribersTab({ scope, id }: { scope: MissionScope; id: number }) {
  const { t } = useTranslation('missions');
  return (
    <div className="stack">
      <MissionExportButtons scope={scope} id={id} kind="subscribers" />
      <TabQuery query={useMissionSubscribers(scope, id)} rows={(data) => data.subscribers} empty={t('dashboard.no_subscribers')}>
        {(data) => (
          <div className="table-wrap" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.col_volunteer')}</th>
                  <th scope="col">{t('dashboard.col_date')}</th>
                  <th scope="col">{t('dashboard.col_state')}</th>
                  <th scope="col">{t('dashboard.col_subscribed_at')}</th>
                </tr>
              </thead>
              <tbody>
                {data.subscribers.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <td>
                      {subscriber.volunteer.fullName} <span className="muted">· {subscriber.volunteer.companyName}</span>
                    </td>
                    <td>
                      <Ltr>{formatSlotStart(subscriber.timeslotStartsAt)}</Ltr>
                    </td>
                    <td>{t(`subscriber_states.${subscriber.state}`)}</td>
                    <td>{formatDate(subscriber.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TabQuery>
    </div>
  );
}

function TestimoniesTab({ scope, id }: { scope: MissionScope; id: number }) {
  const { t } = useTranslation('missions');
  return (
    <TabQuery query={useMissionTestimonies(scope, id)} rows={(data) => data.testimonies} empty={t('dashboard.no_testimonies')}>
      {(data) => (
        <ul className="audit-list">
          {data.testimonies.map((testimony) => (
            <li key={testimony.engagementId} className="audit-list__item">
              <p>« {testimony.testimony} »</p>
              <p className="muted">{t('dashboard.testimony_by', { name: testimony.volunteerName, date: formatDate(testimony.finishedAt) })}</p>
            </li>
          ))}
        </ul>
      )}
    </TabQuery>
  );
}
