import { describe, expect, it } from 'vitest';
import { parseEmployeeCsv } from './employee-import.csv';

describe('the employees CSV file', () => {
  it.each([
    ['French Excel: semicolons, a byte order mark, CRLF', '\uFEFFe-mail;prénom;nom\r\na@acme.example;Léa;Roux\r\nb@acme.example;Jean;Dupont\r\n'],
    ['commas and LF', 'e-mail,prénom,nom\na@acme.example,Léa,Roux\nb@acme.example,Jean,Dupont\n'],
    ['no line break at the end', 'e-mail;prénom;nom\na@acme.example;Léa;Roux\nb@acme.example;Jean;Dupont'],
  ])('%s', (_, text) => {
    expect(parseEmployeeCsv(text)).toEqual({
      ok: true,
      headings: ['e-mail', 'prénom', 'nom'],
      lines: [
        { line: 2, cells: ['a@acme.example', 'Léa', 'Roux'] },
        { line: 3, cells: ['b@acme.example', 'Jean', 'Dupont'] },
      ],
    });
  });

  it('keeps the line numbers a spreadsheet shows across blank lines and quoted line breaks and separators', () => {
    const text = 'e-mail;nom;entité\n\na@acme.example;"Roux; Léa";Siège\n"b@acme.example";"deux\nlignes";Siège\r\n\r\nc@acme.example;Martin;\n';
    expect(parseEmployeeCsv(text)).toEqual({
      ok: true,
      headings: ['e-mail', 'nom', 'entité'],
      lines: [
        { line: 3, cells: ['a@acme.example', 'Roux; Léa', 'Siège'] },
        { line: 4, cells: ['b@acme.example', 'deux\nlignes', 'Siège'] },
        { line: 7, cells: ['c@acme.example', 'Martin', ''] },
      ],
    });
  });

  it('guesses the separator of a two-column file ending with a line break, and reads a one-column file', () => {
    expect(parseEmployeeCsv('prénom;nom\r\nLéa;Roux\r\n')).toEqual({ ok: true, headings: ['prénom', 'nom'], lines: [{ line: 2, cells: ['Léa', 'Roux'] }] });
    expect(parseEmployeeCsv('e-mail\n\na@acme.example\n')).toEqual({ ok: true, headings: ['e-mail'], lines: [{ line: 3, cells: ['a@acme.example'] }] });
  });

  it('refuses an empty file, a file of headings only and a file over 5,000 lines', () => {
    expect(parseEmployeeCsv('')).toEqual({ ok: false, errors: [{ line: 1, column: null, code: 'file_empty' }] });
    expect(parseEmployeeCsv('\uFEFFe-mail;nom\r\n\r\n')).toEqual({ ok: false, errors: [{ line: 1, column: null, code: 'file_empty' }] });
    const big = ['e-mail', ...Array.from({ length: 5_001 }, (_, index) => `p${index}@acme.example`)].join('\n');
    expect(parseEmployeeCsv(big)).toEqual({ ok: false, errors: [{ line: 1, column: null, code: 'too_many_lines', params: { max: 5_000 } }] });
    const full = ['e-mail', ...Array.from({ length: 5_000 }, (_, index) => `p${index}@acme.example`)].join('\n');
    expect(parseEmployeeCsv(full)).toMatchObject({ ok: true });
  });
});
