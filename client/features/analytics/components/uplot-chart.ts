import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * The one place that draws a chart (uPlot on a canvas), in its own chunk: the dashboard loads it once its figures are
 * on screen, so the page's first JavaScript stays small. Months are the x axis (0..n-1, labelled by the caller);
 * one series may be bars, the others are lines drawn over them.
 */
export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  kind: 'bars' | 'line';
}

export interface DrawnChart {
  resize(width: number): void;
  destroy(): void;
}

export function drawChart(
  target: HTMLElement,
  input: { width: number; height: number; monthLabels: string[]; series: ChartSeries[]; formatNumber: (value: number) => string },
): DrawnChart {
  const x = input.monthLabels.map((_, index) => index);
  const chart = new uPlot(
    {
      width: input.width,
      height: input.height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 6 } },
      scales: { x: { time: false, range: (_, min, max) => [min - 0.5, max + 0.5] }, y: { range: (_, min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        { values: (_, splits) => splits.map((split) => input.monthLabels[split] ?? ''), splits: () => x.filter((index) => input.width >= 520 || index % 2 === 0), gap: 4, size: 36, stroke: '#48534e', grid: { show: false } },
        { values: (_, splits) => splits.map((split) => (Number.isInteger(split) ? input.formatNumber(split) : '')), size: 48, stroke: '#48534e', grid: { stroke: '#e5e9e7' } },
      ],
      series: [
        {},
        ...input.series.map((series) => {
          if (series.kind === 'line') return { label: series.label, stroke: series.color, width: 2, points: { show: true, size: 5 } };
          return {
            label: series.label,
            stroke: series.color,
            fill: series.color,
            width: 0,
            paths: uPlot.paths.bars!({ size: [0.6, 56] }),
            points: { show: false },
          };
        }),
      ],
    },
    [x, ...input.series.map((series) => series.values)],
    target,
  );
  return { resize: (width) => chart.setSize({ width, height: input.height }), destroy: () => chart.destroy() };
}
