import { numberFormat } from '../../../../shared/i18n/formatters';
/** DD/MM/YYYY (spec §1 dates) from an ISO day: a calendar value, never shifted by the device's zone. */
export function dayText(iso: string): string {
  return iso.split('-').reverse().join('/');
}

/** A price in cents, in euros in the reader's language. */
export function euros(cents: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
