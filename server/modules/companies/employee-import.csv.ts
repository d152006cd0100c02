import Papa from 'papaparse';
import { type ImportLineError, MAX_IMPORT_LINES } from '../../../shared/users/employee-import';

export interface CsvLine {
  /** The line of the file where the record starts (1 is the headings). */
  line: number;
  cells: string[];
}

export type ParsedCsv = { ok: true; headings: string[]; lines: CsvLine[] } | { ok: false; errors: ImportLineError[] };

/**
 * Reads the employees' file with papaparse: the separator guessed among `;` (French Excel), `,` and tab, quoted
 * fields (a separator or a line break inside quotes), a UTF-8 byte order mark dropped. Blank lines are skipped but
 * counted, so every record keeps the line number a spreadsheet shows.
 */
export function parseEmployeeCsv(text: string): ParsedCsv {
  // One kind of line break, whatever mix the file has (a spreadsheet's CRLF, a line typed on another system).
  const content = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records: CsvLine[] = [];
  let consumed = 0;
  let line = 1;
  let tooMany = false;
  Papa.parse<string[]>(content, {
    delimitersToGuess: [';', ',', '\t'],
    newline: '\n',
    // Blank lines (and lines of empty cells) are skipped, also when guessing the separator.
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const end = result.meta.cursor;
      // The blank lines papaparse skipped before this record.
      for (let next = content.indexOf('\n', consumed); next !== -1 && next < end && content.slice(consumed, next).trim().replace(/[;,\t]/g, '') === ''; next = content.indexOf('\n', consumed)) {
        line++;
        consumed = next + 1;
      }
      records.push({ line, cells: result.data });
      // The next record starts after the line breaks this one held (quoted ones included) and the one ending it.
      const ended = content.charAt(end) === '\n' ? 1 : 0;
      line += countLineBreaks(content, consumed, end) + ended;
      consumed = end + ended;
      if (records.length > MAX_IMPORT_LINES + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  if (tooMany) return { ok: false, errors: [{ line: 1, column: null, code: 'too_many_lines', params: { max: MAX_IMPORT_LINES } }] };
  const [header, ...lines] = records;
  if (!header || lines.length === 0) return { ok: false, errors: [{ line: 1, column: null, code: 'file_empty' }] };
  return { ok: true, headings: header.cells, lines };
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index++) {
    if (text.charCodeAt(index) === 10) count++;
  }
  return count;
}
