import { dateTimeFormat } from '../../../../shared/i18n/formatters';
import { formatDate } from '../../../../shared/i18n/languages';

/** Timeslots are typed and shown in Paris time (spec: 09:00-12:00 Europe/Paris). Apart from the mission form, which
 * brings its schemas: a page that only shows a slot does not load them. */
export function parisTime(iso: string): string {
  return dateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/**
 * The Paris day (YYYY-MM-DD) a stored end instant closes: an end of day is kept as the next day's midnight, so the
 * day is the one of the instant just before it (a pin's end date in the mission form).
 */
export function parisDayEndingAt(iso: string): string {
  return dateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(new Date(iso).getTime() - 1));
}

/** Spec §1: DD/MM/YYYY, here with the Paris time of a slot. */
export function formatSlotStart(iso: string): string {
  return `${formatDate(iso, 'Europe/Paris')} ${parisTime(iso)}`;
}

export function formatSlotRange(startsAt: string, endsAt: string): string {
  return `${formatDate(startsAt, 'Europe/Paris')} ${parisTime(startsAt)}–${parisTime(endsAt)}`;
}

export { formatDate };
