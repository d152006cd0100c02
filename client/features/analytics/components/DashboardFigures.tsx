import { useTranslation } from 'react-i18next';
import type { DashboardData, DashboardFigure } from '../../../../shared/analytics/dashboard.schema';
import { ENGAGEMENT_STATES } from '../../../../shared/engagements/engagement.machine';
import { daysText } from '../../../../shared/time/working-time';
import { MonthlyChart } from './MonthlyChart';
import './dashboard.css';
import { numberFormat } from '../../../../shared/i18n/formatters';

/** Whether a range holds nothing at all to show (the empty state's rule). */
export const isEmptyDashboard = (dashboard: DashboardData) =>
  Object.entries(dashboard.totals).every(([key, value]) => key === 'applicationsByState' || value === 0);

/**
 * The dashboard's figures over its range (spec §7): key figures by theme, applications by state, and four monthly
 * charts, each with its table. Quests and events show only where a company of the dashboard reaches them (its
 * `sections`, spec §6).
 */
export function DashboardFigures({ dashboard }: { dashboard: DashboardData }) {
  const { quests, events } = dashboard.sections;
  const { t, i18n } = useTranslation(['analytics', 'engagements']);
  const numbers = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const { totals } = dashboard;
  const figure = (key: DashboardFigure) => ({ key, label: t(`dashboard.figures.${key}`), value: numbers.format(totals[key]) });
  const groups = [
    {
      id: 'engagement',
      items: [
        figure('volunteers'),
        figure('applications'),
        figure('hours'),
        { key: 'days', label: t('dashboard.figures.days'), value: daysText(totals.hours) },
        figure('associations'),
      ],
    },
    ...(quests ? [{ id: 'quests', items: [figure('questParticipants'), figure('questAnswers'), figure('questPoints')] }] : []),
    ...(events ? [{ id: 'events', items: [figure('eventRegistrations'), figure('eventAttendance'), figure('eventPoints')] }] : []),
    { id: 'activity', items: [figure('pageViews'), figure('activeEmployees')] },
  ];
  const months = dashboard.months.map((month) => month.month);
  const values = (key: DashboardFigure) => dashboard.months.map((month) => month[key]);
  const label = (key: DashboardFigure) => t(`dashboard.figures.${key}`);
  /** A chart of one figure in bars and another as a line over them. */
  const barsAndLine = (bars: DashboardFigure, line: DashboardFigure) => [
    { label: label(bars), values: values(bars), kind: 'bars' as const },
    { label: label(line), values: values(line), kind: 'line' as const },
  ];
  return (
    <div className="dashboard">
      <div className="dashboard__groups">
        {groups.map((group) => (
          <section key={group.id} className="card dashboard-group" aria-labelledby={`dashboard-${group.id}`}>
            <h3 id={`dashboard-${group.id}`}>{t(`dashboard.sections.${group.id}`)}</h3>
            <dl className="dashboard-group__figures">
              {group.items.map((item) => (
                <div key={item.key}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <section className="card dashboard-group" aria-labelledby="dashboard-states">
          <h3 id="dashboard-states">{t('dashboard.sections.states')}</h3>
          <dl className="dashboard-group__figures dashboard-group__figures--pairs">
            {ENGAGEMENT_STATES.map((state) => (
              <div key={state}>
                <dt>{t(`engagements:states.${state}`)}</dt>
                <dd>{numbers.format(totals.applicationsByState[state])}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="dashboard__charts">
        <MonthlyChart
          id="chart-engagement"
          title={t('dashboard.charts.engagement')}
          months={months}
          series={barsAndLine('applications', 'volunteers')}
        />
        <MonthlyChart id="chart-hours" title={t('dashboard.charts.hours')} months={months} series={[{ label: label('hours'), values: values('hours'), kind: 'bars' }]} />
        {(quests || events) && (
          <MonthlyChart
            id="chart-participation"
            title={t('dashboard.charts.participation')}
            months={months}
            series={[
              ...(quests ? [{ label: t('analytics:exports.figures.questAnswers'), values: values('questAnswers'), kind: 'bars' as const }] : []),
              ...(events ? [{ label: t('analytics:exports.figures.eventRegistrations'), values: values('eventRegistrations'), kind: quests ? ('line' as const) : ('bars' as const) }] : []),
            ]}
          />
        )}
        <MonthlyChart
          id="chart-activity"
          title={t('dashboard.charts.activity')}
          months={months}
          series={barsAndLine('pageViews', 'activeEmployees')}
        />
      </div>
    </div>
  );
}

/** The dashboard before its figures: blocks of the same size. */
export function DashboardSkeleton() {
  return (
    <div className="dashboard">
      <div className="dashboard__groups">
        {[1, 2, 3, 4, 5].map((index) => (
          <div key={index} className="card dashboard-group skeleton" />
        ))}
      </div>
      <div className="dashboard__charts">
        {[1, 2, 3, 4].map((index) => (
          <div key={index} className="card dashboard-chart dashboard-chart--skeleton skeleton" />
        ))}
      </div>
    </div>
  );
}
