import { type DashboardData, type DashboardFigures, shownFigures } from '../../../shared/analytics/dashboard.schema';
import { ENGAGEMENT_STATES } from '../../../shared/engagements/engagement.machine';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { daysText } from '../../../shared/time/working-time';
import { CONTENT_TYPES, type Column, type ExportFile, type Row, toXlsxSheets } from '../../http/download';
import { label, texts } from '../../http/labels';

interface ImpactTexts {
  totals_sheet: string;
  months_sheet: string;
  columns: Record<string, string>;
  figures: Record<string, string>;
}

const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** The figures of one line: each number, and the days given in sevenths (as the app shows them) beside the hours. */
const figureCells = (figures: DashboardFigures): Row => ({ ...figures, days: daysText(figures.hours) });
/** The report's figures: the dashboard's shown ones, with the days given after the hours. */
const figureKeys = (dashboard: DashboardData) => shownFigures(dashboard.sections).flatMap((key) => (key === 'hours' ? ['hours', 'days'] : [key]));

/**
 * The impact report (spec §7 `reporting-impacts-for-company`): the dashboard's figures over the same range, as an
 * XLSX with French headers: a sheet of totals (one figure a line, the applications by state included) and a sheet
 * by month. `of` names the company or the holding in the first lines and the file name.
 */
export async function impactReport(of: { slug: string; name: string }, dashboard: DashboardData, language: Language = DEFAULT_LANGUAGE): Promise<ExportFile> {
  const own = texts(language, 'analytics').exports as unknown as ImpactTexts;
  const totalColumns: Column[] = [
    { key: 'figure', width: 44 },
    { key: 'value', width: 18 },
  ];
  const totals = figureCells(dashboard.totals);
  const FIGURE_KEYS = figureKeys(dashboard);
  const totalRows: Row[] = [
    { figure: own.figures.organisation!, value: of.name },
    { figure: own.figures.from!, value: frenchDay(dashboard.range.from) },
    { figure: own.figures.to!, value: frenchDay(dashboard.range.to) },
    ...FIGURE_KEYS.map((key) => ({ figure: own.figures[key]!, value: totals[key]! })),
    ...ENGAGEMENT_STATES.map((state) => ({
      figure: own.figures.applications_in_state!.replace('{{state}}', label(language, 'engagements', 'states', state)),
      value: dashboard.totals.applicationsByState[state],
    })),
  ];
  const monthColumns: Column[] = [{ key: 'month', width: 12 }, ...FIGURE_KEYS.map((key) => ({ key, width: 16 }))];
  const monthRows = dashboard.months.map((month) => ({ ...figureCells(month), month: month.month.split('-').reverse().join('/') }));
  const body = await toXlsxSheets([
    { name: own.totals_sheet, headers: [own.columns.figure!, own.columns.value!], columns: totalColumns, rows: totalRows },
    { name: own.months_sheet, headers: [own.columns.month!, ...FIGURE_KEYS.map((key) => own.figures[key]!)], columns: monthColumns, rows: monthRows },
  ]);
  return { fileName: `rapport-impact-${of.slug}-${dashboard.range.from}-${dashboard.range.to}.xlsx`, contentType: CONTENT_TYPES.xlsx, body };
}
