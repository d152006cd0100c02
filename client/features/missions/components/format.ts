import { formatDate } from '../../../../shared/i18n/languages';

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Timeslots are typed and shown in Paris time (spec: 09:00-12:00 Europe/Paris). Apart from the mission form, which
 * brings its schemas: a page that only shows a slot does not load them. */
export function parisTime(iso: string): string {
  return PARIS_TIME.format(new Date(iso));
}

/** Spec §1: DD/MM/YYYY, here with the Paris time of a slot. */
export function formatSlotStart(iso: string): string {
  return `${formatDate(iso, 'Europe/Paris')} ${parisTime(iso)}`;
}

export function formatSlotRange(startsAt: string, endsAt: string): string {
  return `${formatDate(startsAt, 'Europe/Paris')} ${parisTime(startsAt)}–${parisTime(endsAt)}`;
}

export { formatDate };
