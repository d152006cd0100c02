import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSeries, DrawnChart } from './uplot-chart';
import { dateTimeFormat, numberFormat } from '../../../../shared/i18n/formatters';

const CHART_HEIGHT = 220;

/** The chart's code, asked for once; a failure (a new release removed the chunk, no network) leaves the table. */
let chartModule: Promise<typeof import('./uplot-chart')> | null = null;
const loadChart = () => (chartModule ??= import('./uplot-chart'));

/**
 * A monthly chart with its accessible alternative: the canvas (uPlot, loaded lazily) is hidden from assistive
 * technology, and the same numbers are a table under « Voir les données du graphique », with French month names and
 * numbers. The block keeps its height while the chart's code loads, so nothing moves.
 */
export function MonthlyChart(props: { id: string; title: string; months: string[]; series: Array<Omit<ChartSeries, 'color'> & { color?: string }>; format?: (value: number) => string }) {
  const { t, i18n } = useTranslation('analytics');
  const canvas = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const numbers = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const format = props.format ?? ((value: number) => numbers.format(value));
  const monthName = dateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthShort = dateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const asDate = (month: string) => new Date(`${month}-01T12:00:00Z`);
  const colors = ['#1f6f5c', '#c77700', '#5b6bbf'];
  const series = props.series.map((serie, index) => ({ ...serie, color: serie.color ?? colors[index % colors.length]! }));
  // Redrawn when the figures or the language change; the serialised data is the dependency.
  const key = JSON.stringify([props.months, series.map((serie) => serie.values), i18n.language]);

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let chart: DrawnChart | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    loadChart()
      .then(({ drawChart }) => {
        if (cancelled) return;
        target.replaceChildren();
        chart = drawChart(target, {
          width: target.clientWidth || 320,
          height: CHART_HEIGHT,
          monthLabels: props.months.map((month) => (month.endsWith('-01') ? `${monthShort.format(asDate(month))} ${month.slice(2, 4)}` : monthShort.format(asDate(month)))),
          series,
          formatNumber: (value) => numbers.format(value),
        });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart?.resize(target.clientWidth));
          observer.observe(target);
        }
      })
      .catch(() => {
        chartModule = null;
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <figure className="card dashboard-chart" aria-labelledby={`${props.id}-title`}>
      <figcaption id={`${props.id}-title`} className="dashboard-chart__title">
        {props.title}
      </figcaption>
      <ul className="dashboard-chart__legend">
        {series.map((serie) => (
          <li key={serie.label}>
            <span className={`dashboard-chart__swatch dashboard-chart__swatch--${serie.kind}`} style={{ background: serie.color }} aria-hidden="true" />
            {serie.label}
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="muted dashboard-chart__failed">{t('dashboard.charts.failed')}</p>
      ) : (
        <div ref={canvas} className="dashboard-chart__canvas" dir="ltr" aria-hidden="true" style={{ height: CHART_HEIGHT }} />
      )}
      <details className="dashboard-chart__data" open={failed || undefined}>
        <summary>{t('dashboard.charts.table')}</summary>
        <div className="dashboard-chart__table">
          <table>
            <caption className="visually-hidden">{props.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.charts.month')}</th>
                {series.map((serie) => (
                  <th key={serie.label} scope="col">
                    {serie.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.months.map((month, index) => (
                <tr key={month}>
                  <th scope="row">{monthName.format(asDate(month))}</th>
                  {series.map((serie) => (
                    <td key={serie.label}>{format(serie.values[index] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
