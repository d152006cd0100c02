import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { msg, validationMessage } from './messages';

// Apart from the other inputs (./inputs.ts): libphonenumber weighs about 30 kB gzip, loaded only where a phone is read or shown.

/** A phone number, stored in E.164 (+33612345678); France is assumed for national numbers. */
export const phoneSchema = z.pipe(
  z.string(msg('phone_invalid')).check(z.trim()),
  z.transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, 'FR');
    if (!parsed?.isValid()) {
      ctx.issues.push({ code: 'custom', message: validationMessage('phone_invalid'), input: value });
      return z.NEVER;
    }
    return parsed.number;
  }),
);

/** Spec §5: the phone is shown as a plus sign, the country code and groups of digits. */
export function formatPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value, 'FR');
  return parsed ? parsed.formatInternational() : value;
}
