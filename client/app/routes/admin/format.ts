import { formatDate } from '../../../../shared/i18n/languages';
import { dateTimeFormat } from '../../../../shared/i18n/formatters';

/** Spec §1: dates as DD/MM/YYYY, followed here by the time (HH:MM), for audit lines and e-mails. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  const time = dateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }).format(date);
  return `${formatDate(date)} ${time}`;
}
