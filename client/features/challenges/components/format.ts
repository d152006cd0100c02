import type { Challenge } from '../../../../shared/challenges/challenge.schema';
import { dateTimeFormat } from '../../../../shared/i18n/formatters';

/**
 * « vendredi 5 décembre 2026, 12:30 – 13:30 »: the event's own Paris day and times, as typed (they are wall-clock
 * values, so the day is read in UTC to stay the same whatever the device's zone).
 */
export function formatEventWhen(challenge: Pick<Challenge, 'date' | 'startTime' | 'endTime'>, language: string, template: (values: { date: string; start: string; end: string }) => string): string {
  const date = dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${challenge.date}T00:00:00Z`));
  return template({ date, start: challenge.startTime, end: challenge.endTime });
}
