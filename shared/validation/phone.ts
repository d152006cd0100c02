import * as z from 'zod/mini';
import { msg, validationMessage } from './messages';

// libphonenumber weighs about 30 kB gzip: it loads the first time a phone is read or shown, not with the page that
// holds the field (a page's first load stays within its budget), and once per process.
type PhoneLibrary = typeof import('libphonenumber-js/min');
let phoneLibrary: Promise<PhoneLibrary> | undefined;

export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  phoneLibrary ??= import('libphonenumber-js/min');
  return phoneLibrary;
}

/**
 * A phone number, stored in E.164 (+33612345678); France is assumed for national numbers. Asynchronous (it may load
 * the library): a schema holding it is parsed with `safeParseAsync`, which zod insists on.
 */
export const phoneSchema = z.pipe(
  z.string(msg('phone_invalid')).check(z.trim()),
  z.transform(async (value, ctx) => {
    const { parsePhoneNumberFromString } = await loadPhoneLibrary();
    const parsed = parsePhoneNumberFromString(value, 'FR');
    if (!parsed?.isValid()) {
      ctx.issues.push({ code: 'custom', message: validationMessage('phone_invalid'), input: value });
      return z.NEVER;
    }
    return parsed.number;
  }),
);

/** Spec §5: the phone is shown as a plus sign, the country code and groups of digits. */
export async function formatPhone(value: string): Promise<string> {
  const { parsePhoneNumberFromString } = await loadPhoneLibrary();
  const parsed = parsePhoneNumberFromString(value, 'FR');
  return parsed ? parsed.formatInternational() : value;
}
