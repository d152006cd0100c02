import { useTranslation } from 'react-i18next';
import { type AdminDashboard, type MonthComparison, isEmptyAdminDashboard } from '../../../../shared/analytics/admin-dashboard.schema';
import { ENGAGEMENT_STATES } from '../../../../shared/engagements/engagement.machine';
import { MISSION_STATES } from '../../../../shared/missions/mission-state';
import { USER_STATES } from '../../../../shared/users/user-states';
import { useAdminDashboard } from '../../../features/analytics/api/get-admin-dashboard';
import { MonthlyChart } from '../../../features/analytics/components/MonthlyChart';
import { useSession } from '../../../features/users/api/get-session';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminNav } from './AdminNav';
import '../../../features/analytics/components/dashboard.css';
import '../home.css';
import './admin.css';
import { dateTimeFormat, numberFormat } from '../../../../shared/i18n/formatters';

const FIGURES = ['associations', 'companies', 'users', 'missions', 'applications'] as const;

/**
 * `/admin`, the admin space's home (issue 16): the platform's figures (associations, companies, users, missions and
 * applications, now and new this month against last month; by state), and the applications and new accounts of the
 * last 12 months as a chart (uPlot, loaded once the figures are on screen) with its table.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation(['users', 'common']);
  const me = useSession().data;
  usePageTitle(t('admin_dashboard.title'));
  const dashboard = useAdminDashboard();
  return (
    <div className="stack">
      <AdminNav />
      <h1>{me ? t('common:home.greeting', { name: me.user.firstName ?? me.user.fullName }) : t('admin_dashboard.title')}</h1>
      <QueryStatus query={dashboard} loading={<DashboardSkeleton />}>
        {(figures) => (isEmptyAdminDashboard(figures) ? <EmptyPlatform /> : <Figures dashboard={figures} />)}
      </QueryStatus>
    </div>
  );
}

function Figures({ dashboard }: { dashboard: AdminDashboard }) {
  const { t, i18n } = useTranslation(['users', 'engagements', 'missions']);
  const numbers = numberFormat(i18n.language);
  const monthName = (month: string) => dateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
  const months = { month: monthName(dashboard.month), previous: monthName(dashboard.previousMonth) };
  return (
    <div className="stack">
      <h2 className="visually-hidden">{t('admin_dashboard.title')}</h2>
      <p className="muted">{t('admin_dashboard.intro', months)}</p>
      <dl className="admin-figures">
        {FIGURES.map((key) => (
          <div key={key} className="card admin-figure">
            <dt className="admin-figure__label">{t(`admin_dashboard.figures.${key}`)}</dt>
            <dd className="admin-figure__value">{numbers.format(dashboard[key].total)}</dd>
            <dd className="admin-figure__months">
              {t('admin_dashboard.this_month', { count: dashboard[key].thisMonth, value: numbers.format(dashboard[key].thisMonth) })}
              <br />
              {t('admin_dashboard.last_month', { count: dashboard[key].lastMonth, value: numbers.format(dashboard[key].lastMonth) })}
            </dd>
          </div>
        ))}
      </dl>
      <div className="admin-states">
        <StateTable id="users" title={t('admin_dashboard.by_state.users')} rows={USER_STATES.map((state) => [t(`states.${state}`), dashboard.users.byState[state]])} />
        <StateTable
          id="missions"
          title={t('admin_dashboard.by_state.missions')}
          rows={MISSION_STATES.map((state) => [t(`missions:states.${state}`), dashboard.missions.byState[state]])}
        />
        <StateTable
          id="applications"
          title={t('admin_dashboard.by_state.applications')}
          rows={ENGAGEMENT_STATES.map((state) => [t(`engagements:states.${state}`), dashboard.applications.byState[state]])}
        />
      </div>
      <MonthlyChart
        id="admin-dashboard-chart"
        title={t('admin_dashboard.chart_title')}
        months={dashboard.months.map((month) => month.month)}
        series={[
          { label: t('admin_dashboard.chart_applications'), values: dashboard.months.map((month) => month.applications), kind: 'bars' },
          { label: t('admin_dashboard.chart_users'), values: dashboard.months.map((month) => month.users), kind: 'line' },
        ]}
      />
    </div>
  );
}

/** One kind of row by state: each state's total, and its new ones this month and last month. */
function StateTable(props: { id: string; title: string; rows: Array<[string, MonthComparison]> }) {
  const { t, i18n } = useTranslation('users');
  const numbers = numberFormat(i18n.language);
  const titleId = `admin-states-${props.id}`;
  return (
    <section className="card admin-state-table" aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      <div className="admin-state-table__scroll" tabIndex={0} aria-labelledby={titleId} role="group">
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">{t('admin_dashboard.col_state')}</th>
              <th scope="col">{t('admin_dashboard.col_total')}</th>
              <th scope="col">{t('admin_dashboard.col_this_month')}</th>
              <th scope="col">{t('admin_dashboard.col_last_month')}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map(([label, figures]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{numbers.format(figures.total)}</td>
                <td>{numbers.format(figures.thisMonth)}</td>
                <td>{numbers.format(figures.lastMonth)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function EmptyPlatform() {
  const { t } = useTranslation('users');
  return (
    <div className="card dashboard-empty">
      <h2>{t('admin_dashboard.empty_title')}</h2>
      <p className="muted">{t('admin_dashboard.empty_body')}</p>
      <RouteLink to="admin.users" className="button button--primary">
        {t('admin_dashboard.empty_action')}
      </RouteLink>
    </div>
  );
}

/** The figures before they come: blocks of their final size, so nothing moves. */
function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('status.loading')}
      </span>
      <div className="admin-figures">
        {FIGURES.map((key) => (
          <div key={key} className="card admin-figure skeleton" />
        ))}
      </div>
      <div className="admin-states">
        {[1, 2, 3].map((index) => (
          <div key={index} className="card admin-state-table admin-state-table--skeleton skeleton" />
        ))}
      </div>
      <div className="card dashboard-chart dashboard-chart--skeleton skeleton" />
    </div>
  );
}
