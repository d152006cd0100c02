import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FollowedEngagement, datesAwaitingValidation } from '../../../../../shared/engagements/company-follow-up';
import { ENGAGEMENT_STATES, type EngagementState } from '../../../../../shared/engagements/engagement.machine';
import { DateInput } from '../../../../ui/DateInput';
import { RouteLink } from '../../../../ui/RouteLink';
import { companyTimeslotsExportPath } from '../../api/company-follow-up';
import { formatDateRange } from '../follow-up/format-dates';
import { ExportButtons } from '../../../../ui/ExportButtons';

/** The state filter of `/entreprise/{slug}/suivi-missions` (kept in the `state` query parameter by the page). */
export function StateFilter(props: { value: EngagementState | null; onChange(state: EngagementState | null): void }) {
  const { t } = useTranslation('engagements');
  return (
    <div className="field">
      <label className="field__label" htmlFor="follow-up-state">
        {t('company_follow_up.filter_label')}
      </label>
      <select id="follow-up-state" value={props.value ?? ''} onChange={(event) => props.onChange((event.target.value || null) as EngagementState | null)}>
        <option value="">{t('company_follow_up.filter_all')}</option>
        {ENGAGEMENT_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`states.${state}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The dates of an application in one cell: the first one, and how many more. */
function DatesCell({ engagement }: { engagement: FollowedEngagement }) {
  const { t } = useTranslation('engagements');
  const [first, ...others] = engagement.dates;
  if (!first) return <span className="muted">{t('company_follow_up.no_dates')}</span>;
  return (
    <>
      {formatDateRange(first.startsAt, first.endsAt)}
      {others.length > 0 && <span className="muted"> {t('company_follow_up.more_dates', { count: others.length })}</span>}
    </>
  );
}

/** The company's employees' applications, each linked to its follow-up page (`engagement.show`). */
export function CompanyFollowUpTable({ engagements, onOpenMessenger }: { engagements: readonly FollowedEngagement[]; onOpenMessenger?: (engagementId: string) => void }) {
  const { t } = useTranslation('engagements');
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('company_follow_up.col_employee')}</th>
            <th scope="col">{t('company_follow_up.col_mission')}</th>
            <th scope="col">{t('company_follow_up.col_dates')}</th>
            <th scope="col">{t('company_follow_up.col_state')}</th>
            <th scope="col">{t('company_follow_up.col_awaiting')}</th>
            <th scope="col">{t('company_follow_up.col_actions')}</th>
          </tr>
        </thead>
        <tbody>
          {engagements.map((engagement) => (
            <tr key={engagement.id} data-testid="followed-engagement">
              <td>
                {engagement.employee.fullName}
                <br />
                <span className="muted">{engagement.employee.email}</span>
              </td>
              <td>
                {engagement.mission.title}
                {engagement.mission.organiserName && (
                  <>
                    <br />
                    <span className="muted">{engagement.mission.organiserName}</span>
                  </>
                )}
              </td>
              <td>
                <DatesCell engagement={engagement} />
              </td>
              <td>
                <span className={`badge badge--${engagement.state}`}>{t(`states.${engagement.state}`)}</span>
              </td>
              <td>{datesAwaitingValidation(engagement) || '—'}</td>
              <td>
                <div className="actions">
                  <RouteLink to="engagement.show" params={{ engagementId: engagement.id }}>
                    {t('company_follow_up.open')}
                  </RouteLink>
                  {onOpenMessenger && (
                    <button type="button" className="button button--ghost" onClick={() => onOpenMessenger(engagement.id)}>
                      {t('messenger.open')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The export of the company's engagement timeslots (spec §7) over a period;
 * empty dates mean the server's default, the last 12 months. A period that
 * ends before it starts is refused here, with the dates kept as typed.
 */
export function TimeslotsExport({ companySlug, disabled }: { companySlug: string; disabled?: boolean }) {
  const { t } = useTranslation('engagements');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // The date fields pass on what they cannot read as typed (and say « Date invalide » themselves).
  const unreadable = [from, to].some((value) => value !== '' && !ISO_DATE.test(value));
  const invalid = Boolean(from && to && !unreadable && from > to);
  return (
    <section className="card stack" aria-labelledby="timeslots-export-title">
      <h2 id="timeslots-export-title">{t('company_follow_up.export_title')}</h2>
      <p className="muted">{t('company_follow_up.export_intro')}</p>
      <div className="actions">
        <DateInput label={t('company_follow_up.export_from')} value={from} onChange={setFrom} />
        <DateInput
          label={t('company_follow_up.export_to')}
          value={to}
          onChange={setTo}
          errors={invalid ? [t('company_follow_up.export_period_invalid')] : undefined}
        />
      </div>
      <ExportButtons
        label={t('company_follow_up.export_title')}
        xlsxText={t('company_follow_up.export_xlsx')}
        csvText={t('company_follow_up.export_csv')}
        disabled={disabled || invalid || unreadable}
        path={(format) => companyTimeslotsExportPath(companySlug, format, { from: from || undefined, to: to || undefined })}
        fallbackName={(format) => `creneaux-${companySlug}.${format}`}
      />
    </section>
  );
}
