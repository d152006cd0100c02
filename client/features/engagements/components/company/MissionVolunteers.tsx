import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MissionVolunteers as MissionVolunteersData } from '../../../../../shared/engagements/company-follow-up';
import { QueryStatus } from '../../../../ui/QueryStatus';
import { TabBar, type Tab, useActiveTab } from '../../../../ui/TabBar';
import { companyMissionExportPath, useMissionSubscribers } from '../../api/company-follow-up';
import { formatDateRange, formatInstant } from '../follow-up/format-dates';
import { EngagementMessengerModal, MESSENGER_MODAL_PARAM } from '../messenger/EngagementMessengerModal';
import { CompanyFollowUpTable } from './CompanyFollowUpList';
import { ExportButtons } from '../../../../ui/ExportButtons';

/**
 * `/entreprise/{slug}/missions/{id}?bar_tab=volunteers|subscribers` for an
 * association mission (spec §2, §6): the company's own employees who applied,
 * and those on a waiting list, with their exports. Shown to ambassadors,
 * admins and holding admins; the page sends other users to the employee side.
 */
export function MissionVolunteers(props: { companySlug: string; companyName: string; data: MissionVolunteersData; online: boolean }) {
  const { t } = useTranslation('engagements');
  const { mission, volunteers } = props.data;
  const tabs: Tab[] = [
    { id: 'volunteers', label: `${t('company_follow_up.volunteers_tab')} (${volunteers.length})` },
    { id: 'subscribers', label: t('company_follow_up.subscribers_tab') },
  ];
  const [active] = useActiveTab(tabs, 'volunteers');
  const subscribers = useMissionSubscribers(props.companySlug, mission.id, active === 'subscribers');
  const [, setParams] = useSearchParams();
  // Spec §2: `?bar_tab=volunteers&messenger_modal={engagementId}` opens the application's messenger.
  const openMessenger = (engagementId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(MESSENGER_MODAL_PARAM, engagementId);
      return next;
    });
  return (
    <div className="stack">
      <header className="page-header stack">
        <h1>{mission.title}</h1>
        {mission.organiserName && <p className="muted">{mission.organiserName}</p>}
      </header>
      <TabBar tabs={tabs} label={t('company_follow_up.tabs_label')} fallback="volunteers" />
      <div role="tabpanel" aria-labelledby={`tab-${active}`} className="stack">
        {active === 'volunteers' && (
          <>
            <p>{t('company_follow_up.volunteers_intro', { company: props.companyName })}</p>
            <ExportButtons
              label={t('company_follow_up.export_engagements')}
              xlsxText={t('company_follow_up.export_xlsx')}
              csvText={t('company_follow_up.export_csv')}
              disabled={!props.online}
              path={(format) => companyMissionExportPath(props.companySlug, mission.id, 'engagements', format)}
              fallbackName={(format) => `candidatures-${mission.id}.${format}`}
            />
            {volunteers.length === 0 ? <p className="muted">{t('company_follow_up.volunteers_empty')}</p> : <CompanyFollowUpTable engagements={volunteers} onOpenMessenger={openMessenger} />}
          </>
        )}
        {active === 'subscribers' && (
          <>
            <p>{t('company_follow_up.subscribers_intro', { company: props.companyName })}</p>
            <ExportButtons
              label={t('company_follow_up.export_subscribers')}
              xlsxText={t('company_follow_up.export_xlsx')}
              csvText={t('company_follow_up.export_csv')}
              disabled={!props.online}
              path={(format) => companyMissionExportPath(props.companySlug, mission.id, 'subscribers', format)}
              fallbackName={(format) => `liste-d-attente-${mission.id}.${format}`}
            />
            <QueryStatus query={subscribers}>
              {(data) =>
                data.subscribers.length === 0 ? (
                  <p className="muted">{t('company_follow_up.subscribers_empty')}</p>
                ) : (
                  <div className="table-wrap" tabIndex={0}>
                    <table className="table">
                      <thead>
                        <tr>
                          <th scope="col">{t('company_follow_up.col_employee')}</th>
                          <th scope="col">{t('company_follow_up.col_timeslot')}</th>
                          <th scope="col">{t('company_follow_up.col_state')}</th>
                          <th scope="col">{t('company_follow_up.col_subscribed_at')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.subscribers.map((row) => (
                          <tr key={row.id} data-testid="company-subscriber">
                            <td>
                              {row.employee.fullName}
                              <br />
                              <span className="muted">{row.employee.email}</span>
                            </td>
                            <td>{formatDateRange(row.timeslot.startsAt, row.timeslot.endsAt)}</td>
                            <td>{t(`missions:subscriber_states.${row.state}`)}</td>
                            <td>{formatInstant(row.createdAt)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )
              }
            </QueryStatus>
          </>
        )}
      </div>
      <EngagementMessengerModal companySlug={props.companySlug} />
    </div>
  );
}
