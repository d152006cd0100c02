import { formatDate } from '../../../../shared/i18n/languages';
import { parisTime } from './mission-form-values';

/** Spec §1: DD/MM/YYYY, here with the Paris time of a slot. */
export function formatSlotStart(iso: string): string {
  return `${formatDate(iso, 'Europe/Paris')} ${parisTime(iso)}`;
}

export function formatSlotRange(startsAt: string, endsAt: string): string {
  return `${formatDate(startsAt, 'Europe/Paris')} ${parisTime(startsAt)}–${parisTime(endsAt)}`;
}

export { formatDate };
