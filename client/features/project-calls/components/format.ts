import { PRODUCT_TIME_ZONE, instantToParis, parisToInstant } from '../../../../shared/time/paris';
import { dateTimeFormat } from '../../../../shared/i18n/formatters';

/** An instant as a French user reads it in Paris (« 12 mars 2026 à 09:00 »), in the page's language. */
export function formatParisInstant(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: PRODUCT_TIME_ZONE }).format(new Date(iso));
}

/** An instant as the value of a `datetime-local` input, in Paris time ('' for none). */
export function toParisInputValue(iso: string | null): string {
  if (!iso) return '';
  const { date, time } = instantToParis(iso);
  return `${date}T${time}`;
}

/** A `datetime-local` value read as Paris time, as an ISO instant (null when empty or unreadable). */
export function fromParisInputValue(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!match) return null;
  return parisToInstant(match[1]!, match[2]!).toISOString();
}
