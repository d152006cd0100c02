/**
 * Input rules of spec §5 ('Passwords and codes', 'Registration', 'Inputs'),
 * as zod schemas shared by the forms and the API.
 */
import * as z from 'zod/mini';
import { isPasswordStrong } from '../users/password';
import { EMAIL_PATTERN } from './email';
import { type ValidationKey, msg, validationMessage } from './messages';
// Every schema built with these inputs speaks our messages, in the forms too (zod's own are English).
import { MAX_IMAGES } from './limits';
import { SLUG_PATTERN } from './slug';
import './zod-messages';

// The slug's rule without zod lives in slug.ts, for pages that suggest one before any schema loads.
export { SLUG_PATTERN, slugify } from './slug';

export const EMAIL_CODE_LENGTH = 6;

/** Required text: trimmed, not empty, with an optional maximum length. */
export function requiredText(max?: number, missing: ValidationKey = 'required') {
  const base = z.string(msg(missing)).check(z.trim(), z.minLength(1, msg(missing)));
  return max ? base.check(z.maxLength(max, msg('too_long', { max }))) : base;
}

/** Optional text: an empty string counts as absent. */
export function optionalText(max?: number) {
  const base = z.string().check(z.trim());
  return z.nullish(
    z.pipe(
      max ? base.check(z.maxLength(max, msg('too_long', { max }))) : base,
      z.transform((value) => (value === '' ? null : value)),
    ),
  );
}


/** One e-mail address, never with spaces inside; stored in lower case. */
export const emailSchema = z.pipe(
  z.string(msg('email_required')).check(
    z.trim(),
    z.minLength(1, { ...msg('email_required'), abort: true }),
    z.refine((value) => EMAIL_PATTERN.test(value), { error: (issue) => validationMessage('email_invalid', { email: String(issue.input) }) }),
  ),
  z.transform((value) => value.toLowerCase()),
);

/** Several addresses typed in one field, separated by spaces or commas (spec §5). */
export const emailListSchema = z.pipe(
  z.string(msg('emails_required')),
  z.transform((value, ctx) => {
    const emails = value.split(/[\s,;]+/).filter(Boolean);
    if (emails.length === 0) ctx.issues.push({ code: 'custom', message: validationMessage('emails_required'), input: value });
    for (const email of emails) {
      if (!EMAIL_PATTERN.test(email)) ctx.issues.push({ code: 'custom', message: validationMessage('email_invalid', { email }), input: value });
    }
    return [...new Set(emails.map((email) => email.toLowerCase()))];
  }),
);

export const passwordSchema = z.string(msg('password_rule')).check(z.refine(isPasswordStrong, msg('password_rule')));

/** A password and its confirmation; a mismatch is reported on the confirmation field. */
export const passwordWithConfirmationSchema = z
  .object({
    password: passwordSchema,
    password_confirmation: z.string(msg('password_confirmation_required')).check(z.minLength(1, msg('password_confirmation_required'))),
  })
  .check(z.refine((value) => value.password === value.password_confirmation, { ...msg('password_mismatch'), path: ['password_confirmation'] }));

export const emailCodeSchema = z.string(msg('code_6_digits')).check(z.trim(), z.regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), msg('code_6_digits')));

export const termsAcceptedSchema = z.literal(true, msg('terms_required'));
export const gdprConsentSchema = z.literal(true, msg('gdpr_required'));
export const eligibilityAcknowledgedSchema = z.literal(true, msg('eligibility_required'));

export const httpsUrlSchema = z.string(msg('url_invalid')).check(
  z.trim(),
  z.refine((value) => {
    try {
      return ['https:', 'http:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, msg('url_invalid')),
);

/** Spec §5: a survey-form link with an alphanumeric form id (Typeform-style `…/to/AbC123`). */
export const SURVEY_URL_PATTERN = /^https:\/\/(?:[a-z0-9-]+\.)*typeform\.com\/to\/[A-Za-z0-9]+\/?(?:[?#].*)?$/;
export const surveyUrlSchema = z.string(msg('survey_url_invalid')).check(z.trim(), z.regex(SURVEY_URL_PATTERN, msg('survey_url_invalid')));

/**
 * Tags (spec §5 'Tag input'): no empty tag, no duplicate (case-insensitive),
 * no invalid value; an optional maximum count and length.
 */
export function tagsSchema(options: { maxCount?: number; maxLength?: number; pattern?: RegExp } = {}) {
  const pattern = options.pattern ?? /^[\p{L}\p{N}][\p{L}\p{N} '’&+.\-_]*$/u;
  return z.array(z.string()).check(
    z.superRefine((tags, ctx) => {
      const seen = new Set<string>();
      for (const raw of tags) {
        const tag = raw.trim();
        if (tag === '') {
          ctx.addIssue({ code: 'custom', message: validationMessage('tag_empty') });
          continue;
        }
        if (options.maxLength && tag.length > options.maxLength) {
          ctx.addIssue({ code: 'custom', message: validationMessage('tag_too_long', { max: options.maxLength }) });
        } else if (!pattern.test(tag)) {
          ctx.addIssue({ code: 'custom', message: validationMessage('tag_invalid', { tag }) });
        }
        const key = tag.toLocaleLowerCase('fr');
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: validationMessage('tag_duplicate', { tag }) });
        seen.add(key);
      }
      if (options.maxCount !== undefined && tags.length > options.maxCount) {
        ctx.addIssue({ code: 'custom', message: validationMessage('tags_max', { max: options.maxCount }) });
      }
    }),
  );
}

/** A multi-select: values from a list, each once, at most `max` (spec §5 'Multi-select has a maximum'). */
export function multiSelectSchema<const T extends string>(
  values: readonly T[],
  options: { max?: number; maxMessage?: 'multi_select_max' | 'thematics_max' } = {},
) {
  const schema = z
    .array(z.enum(values as unknown as [T, ...T[]], msg('choose_from_list')))
    .check(z.refine((items) => new Set(items).size === items.length, msg('no_duplicates')));
  if (options.max === undefined) return schema;
  const max = options.max;
  return schema.check(z.refine((items) => items.length <= max, msg(options.maxMessage ?? 'multi_select_max', { max })));
}

/** Uploaded images are referenced by the path the upload endpoint returned. */
export const imagesSchema = z.array(z.string().check(z.minLength(1))).check(z.maxLength(MAX_IMAGES, msg('images_max', { max: MAX_IMAGES })));

export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const colourSchema = z.string().check(z.regex(HEX_COLOUR_PATTERN, msg('colour_invalid')));

export const slugSchema = z.string().check(z.regex(SLUG_PATTERN, msg('slug_invalid')));

/** A calendar date written YYYY-MM-DD. */
export const isoDateSchema = z.iso.date(msg('date_invalid'));

/** A date that must be given: empty, it says which (`start_date_required`); typed wrong, « Date invalide ». */
export function requiredDate(missing: ValidationKey) {
  return z.pipe(z.string(msg(missing)).check(z.minLength(1, { ...msg(missing), abort: true })), isoDateSchema);
}
/** A time of day written HH:MM. */
export const timeOfDaySchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('time_invalid')));

/**
 * A place chosen among the suggestions of the address search (spec §5): only a
 * suggestion carries coordinates, so free text is refused.
 */
export const LOCATION_KINDS = ['address', 'city', 'region'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const locationSchema = z.object(
  {
    kind: z.enum(LOCATION_KINDS),
    label: requiredText(300),
    city: z.nullish(z.string().check(z.trim())),
    postalCode: z.nullish(z.string().check(z.trim())),
    region: z.nullish(z.string().check(z.trim())),
    country: z._default(z.string().check(z.length(2)), 'FR'),
    latitude: z.number().check(z.gte(-90), z.lte(90)),
    longitude: z.number().check(z.gte(-180), z.lte(180)),
  },
  msg('location_from_suggestions'),
);
export type Location = z.infer<typeof locationSchema>;

/** Several cities (e.g. a team building's places): each from the suggestions, never twice. */
export const citiesSchema = z
  .array(locationSchema.check(z.refine((location) => location.kind === 'city', msg('location_from_suggestions'))))
  .check(
    z.refine(
      (cities) => new Set(cities.map((city) => `${city.label.toLocaleLowerCase('fr')}|${city.postalCode ?? ''}`)).size === cities.length,
      msg('city_duplicate'),
    ),
  );

/** ISO 3166-1 alpha-2 codes (the 249 officially assigned ones). */
export const ISO_COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA ' +
  'CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA ' +
  'GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS ' +
  'MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS ' +
  'RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW ' +
  'TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const COUNTRY_SET = new Set(ISO_COUNTRY_CODES);

/** A country, as its ISO 3166-1 alpha-2 code; lower case is accepted and stored in upper case. */
export const countryCodeSchema = z.string(msg('choose_from_list')).check(
  z.trim(),
  z.toUpperCase(),
  z.refine((code) => COUNTRY_SET.has(code), msg('choose_from_list')),
);
export const countriesSchema = z.array(countryCodeSchema).check(z.refine((codes) => new Set(codes).size === codes.length, msg('no_duplicates')));

/** Optional free text that is always present in the parsed value: null when empty or absent. */
export function nullableText(max?: number) {
  return z.pipe(
    optionalText(max),
    z.transform((value) => value ?? null),
  );
}

/** An optional input that is always present in the parsed value: null when absent. */
export function nullWhenAbsent<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<Schema> | null | undefined): z.output<Schema> | null => value ?? null),
  );
}

/** A whole number typed in a form, at least `min` and at most `max` when given: each refusal in its own words. */
export function integerInRange(min: number, max?: number) {
  const atLeast = z.number(msg('integer')).check(z.int(msg('integer')), z.gte(min, msg('number_min', { min })));
  return max === undefined ? atLeast : atLeast.check(z.lte(max, msg('number_max', { max })));
}

/** A row id. */
export const idSchema = z.int().check(z.positive());
/** Ids of related rows (missions, quests, associations...), each once. */
export const idListSchema = z.array(idSchema).check(z.refine((ids) => new Set(ids).size === ids.length, msg('no_duplicates')));

/** An uploaded file's path (as the upload endpoint returned it) or a video link. */
export const mediaRefSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(2048));
