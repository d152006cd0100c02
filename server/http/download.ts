import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { Context } from 'hono';

/** The spreadsheet downloads every export route offers (missions, engagements), and how they are served. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** A file a route answers as a download. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

/** Answers a file as a download: saved under its name, never cached (it holds people's data). */
export function sendDownload(c: Context, file: ExportFile): Response {
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'no-store',
  });
}

export interface Column {
  key: string;
  width: number;
}
/** A row of an export: text, or a number a spreadsheet can sum (figures). */
export type Row = Record<string, string | number>;

/**
 * A cell a spreadsheet would read as a formula (`=HYPERLINK(...)`, `+1`, `-1+1`,
 * `@SUM(...)`, or one hidden behind a tab or carriage return) gets a leading
 * apostrophe, the mark spreadsheets themselves use for 'this is text' (OWASP,
 * CSV injection). What users typed — names, messages, reasons — reaches every
 * export only through this.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const safeRow = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? spreadsheetText(value) : value]));

export async function toXlsx(sheetName: string, headers: string[], columns: Column[], rows: Row[]): Promise<Uint8Array> {
  return toXlsxSheets([{ name: sheetName, headers, columns, rows }]);
}

/** One workbook of several sheets (a report's totals and its months), each with its bold, frozen header row. */
export async function toXlsxSheets(sheets: ReadonlyArray<{ name: string; headers: string[]; columns: Column[]; rows: Row[] }>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Solidaire';
  for (const { name, headers, columns, rows } of sheets) {
    const sheet = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column, index) => ({ header: headers[index], key: column.key, width: column.width }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(safeRow(row));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** CSV as French Excel opens it: UTF-8 with a BOM, ';' between fields, CRLF line ends. */
export function toCsv(headers: string[], columns: Column[], rows: Row[]): Uint8Array {
  const text = stringify(rows.map(safeRow), {
    header: true,
    columns: columns.map((column, index) => ({ key: column.key, header: headers[index]! })),
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
  });
  return new TextEncoder().encode(text);
}
