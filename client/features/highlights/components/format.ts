import { dateTimeFormat } from '../../../../shared/i18n/formatters';
/**
 * « 1–7 juin 2026 »: a highlight's moment, its first and last Paris days in the reader's language (the days are
 * calendar values, read in UTC so they stay the same whatever the device's zone). Null without days.
 */
export function formatHighlightDates(moment: { startsOn: string | null; endsOn: string | null }, language: string): string | null {
  if (!moment.startsOn || !moment.endsOn) return null;
  const format = dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const start = new Date(`${moment.startsOn}T00:00:00Z`);
  if (moment.startsOn === moment.endsOn) return format.format(start);
  return format.formatRange(start, new Date(`${moment.endsOn}T00:00:00Z`));
}
