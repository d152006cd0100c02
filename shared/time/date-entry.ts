import { isExists } from 'date-fns';
import { dateTimeFormat } from '../i18n/formatters';

/** One part of a typed date, in the order the language writes it. */
export type DatePart = 'day' | 'month' | 'year';

/** How a language writes a date by hand: `03/12/2026` in French, `12/03/2026` in English, `2026/12/03` in Chinese. */
export interface DateEntryPattern {
  order: readonly [DatePart, DatePart, DatePart];
  separator: string;
}

export const FRENCH_DATE_ENTRY: DateEntryPattern = { order: ['day', 'month', 'year'], separator: '/' };

const PART_LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };
const SEPARATORS = ['/', '.', '-'];

/**
 * The pattern of a language, read from `Intl` with the Gregorian calendar and
 * Latin digits (the Thai default counts Buddhist years, Arabic writes its own
 * digits: neither can be typed on the numeric keypad the field opens).
 */
export function dateEntryPattern(language: string): DateEntryPattern {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat(`${language}-u-ca-gregory-nu-latn`, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(2026, 11, 3));
  } catch {
    return FRENCH_DATE_ENTRY;
  }
  const order = parts.filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year').map((part) => part.type as DatePart);
  if (order.length !== 3 || new Set(order).size !== 3) return FRENCH_DATE_ENTRY;
  const literal = parts.find((part) => part.type === 'literal')?.value ?? '';
  const separator = SEPARATORS.find((candidate) => literal.includes(candidate)) ?? '/';
  return { order: order as [DatePart, DatePart, DatePart], separator };
}

/**
 * The input mask: keeps the digits, puts the separators in, and pads a day or
 * month typed with one digit when the person types the separator (`3/` -> `03/`).
 * A pasted ISO date becomes the language's writing of it.
 */
export function maskDateText(raw: string, pattern: DateEntryPattern, options: { deleting?: boolean } = {}): string {
  // A pasted ISO date (`2026-12-03`) is read as such, whatever the language.
  if (/^\s*\d{4}-\d{2}-\d{2}\s*$/.test(raw)) return formatDateText(raw.trim(), pattern);
  const parts: string[] = [''];
  for (const char of raw) {
    const index = parts.length - 1;
    const part = pattern.order[index]!;
    if (/\d/.test(char)) {
      if (parts[index]!.length < PART_LENGTH[part]) parts[index] += char;
      else if (index < 2) parts.push(char);
      continue;
    }
    // A separator (any other character) closes the current part, if it has begun.
    if (index < 2 && parts[index]!.length > 0) {
      if (part !== 'year') parts[index] = parts[index]!.padStart(PART_LENGTH[part], '0');
      parts.push('');
    }
  }
  let text = '';
  parts.forEach((value, index) => {
    text += value;
    const full = value.length === PART_LENGTH[pattern.order[index]!];
    // The separator appears as soon as a part is complete, so the next digit lands after it;
    // not while deleting, or the separator could never be erased.
    if (index < 2 && (index < parts.length - 1 || (full && !options.deleting))) text += pattern.separator;
  });
  return text;
}

/**
 * What was typed, read back: `''` when nothing is typed, the ISO date
 * (`yyyy-mm-dd`) of a complete real date, or `null` for anything else
 * (`31/02/2026`, `3/12`, a year of two digits). The mask already put the parts in the language's order at fixed
 * lengths, so reading them is a split; whether the date exists is date-fns's `isExists` (its `parse` would bring
 * 10 kB of format tokens to every form).
 */
export function parseDateText(text: string, pattern: DateEntryPattern): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const pieces = trimmed.split(pattern.separator);
  if (pieces.length !== 3) return null;
  const values = {} as Record<DatePart, string>;
  for (const [index, part] of pattern.order.entries()) {
    const piece = pieces[index]!;
    if (piece.length !== PART_LENGTH[part] || !/^\d+$/.test(piece)) return null;
    values[part] = piece;
  }
  if (!isExists(Number(values.year), Number(values.month) - 1, Number(values.day))) return null;
  return `${values.year}-${values.month}-${values.day}`;
}

/** An ISO date (`yyyy-mm-dd`, or a longer ISO timestamp) as the language writes it; `''` for anything else. */
export function formatDateText(iso: string, pattern: DateEntryPattern): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return '';
  const values: Record<DatePart, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  return pattern.order.map((part) => values[part]).join(pattern.separator);
}

/** The pattern spelt with the letters of the language (`jj/mm/aaaa`), from its words for day, month, year. */
export function patternPlaceholder(pattern: DateEntryPattern, letters: Record<DatePart, string>): string {
  return pattern.order.map((part) => letters[part]).join(pattern.separator);
}
