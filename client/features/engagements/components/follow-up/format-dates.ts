import { formatDate } from '../../../../../shared/i18n/languages';
import { instantToParis } from '../../../../../shared/time/paris';

/** Spec §1: DD/MM/YYYY, with the Paris times of a date (missions happen in France). */
export function formatDateRange(startsAt: string, endsAt: string): string {
  const start = instantToParis(startsAt);
  const end = instantToParis(endsAt);
  if (start.date === end.date) return `${formatDate(startsAt, 'Europe/Paris')} ${start.time}–${end.time}`;
  return `${formatDate(startsAt, 'Europe/Paris')} ${start.time} – ${formatDate(endsAt, 'Europe/Paris')} ${end.time}`;
}

/** DD/MM/YYYY HH:MM of an instant, in Paris time. */
export function formatInstant(iso: string): string {
  return `${formatDate(iso, 'Europe/Paris')} ${instantToParis(iso).time}`;
}
