import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../../shared/analytics/dashboard-range';
import type { DashboardData } from '../../../shared/analytics/dashboard.schema';
import { DashboardFigures, DashboardSkeleton, isEmptyDashboard } from '../../features/analytics/components/DashboardFigures';
import { DashboardRangePicker } from '../../features/analytics/components/DashboardRangePicker';
import type { DashboardRangeControl } from '../../features/analytics/components/use-dashboard-range';
import { trackEvent } from '../../lib/analytics';
import { useDownload } from '../../lib/use-download';
import { HomeWaiting } from './HomeParts';
import './home.css';
import { dateTimeFormat } from '../../../shared/i18n/formatters';

/**
 * An impact dashboard (a company's on its home, a holding's on its page): the range picker, the download of the
 * impact report over the same range, then the figures and charts, with their loading (blocks of the final size), empty
 * (a drawing and what to do), error (with a retry) and offline states.
 */
export function DashboardPanel(props: {
  title: string;
  intro: string;
  control: DashboardRangeControl;
  query: UseQueryResult<DashboardData>;
  report: { path: (range: DayRange) => string; fallbackName: string };
  emptyAction?: ReactNode;
}) {
  const { t, i18n } = useTranslation('analytics');
  const { control, query } = props;
  const download = useDownload();
  const [downloading, setDownloading] = useState(false);
  const shown = query.data?.range ?? control.range;
  const day = dateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const dayText = (value: string) => day.format(new Date(`${value}T12:00:00Z`));

  const downloadReport = async () => {
    if (!control.range) return;
    setDownloading(true);
    try {
      trackEvent('impact_report_downloaded');
      await download(props.report.path(control.range), props.report.fallbackName);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-title" aria-busy={query.isFetching && query.isPlaceholderData ? 'true' : undefined}>
      <div className="dashboard-panel__head">
        <div>
          <h2 id="dashboard-title">{props.title}</h2>
          <p className="muted">{props.intro}</p>
          {shown && (
            <p className="dashboard-panel__range-shown">
              <bdi>{t('dashboard.range.shown', { from: dayText(shown.from), to: dayText(shown.to) })}</bdi>
            </p>
          )}
        </div>
        <button type="button" className="button" onClick={() => void downloadReport()} disabled={downloading || !control.range}>
          {t('dashboard.download')}
        </button>
      </div>
      <DashboardRangePicker key={`${control.period}/${control.custom.from}/${control.custom.to}`} control={control} shown={shown} />
      {query.data ? (
        isEmptyDashboard(query.data) ? (
          <div className="card dashboard-empty">
            <img src="/illustrations/thematics/employment-integration.svg" alt="" width={160} height={120} />
            <h3>{t('dashboard.empty.title')}</h3>
            <p className="muted">{t('dashboard.empty.text')}</p>
            {props.emptyAction}
          </div>
        ) : (
          <DashboardFigures dashboard={query.data} />
        )
      ) : control.range ? (
        <HomeWaiting query={query} errorFallback={t('dashboard.error')} offlineText={t('dashboard.offline')} skeleton={<DashboardSkeleton />} className="dashboard-panel__waiting" />
      ) : null}
    </section>
  );
}
