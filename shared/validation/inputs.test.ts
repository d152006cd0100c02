import { afterEach, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  citiesSchema,
  colourSchema,
  emailCodeSchema,
  emailListSchema,
  emailSchema,
  httpsUrlSchema,
  imagesSchema,
  locationSchema,
  multiSelectSchema,
  optionalText,
  passwordWithConfirmationSchema,
  requiredText,
  slugSchema,
  surveyUrlSchema,
  tagsSchema,
  termsAcceptedSchema,
  gdprConsentSchema,
  eligibilityAcknowledgedSchema,
  timeOfDaySchema,
} from './inputs';
import { readEmail } from './email';
import { frenchValidationMessages } from './french';
import { interpolate, setValidationTranslator, validationMessage } from './messages';
import { formatPhone, phoneSchema } from './phone';

const messages = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('passwords and codes (spec §5)', () => {
  it('states the password rule in French', () => {
    expect(messages(passwordWithConfirmationSchema, { password: 'faible', password_confirmation: 'faible' })).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.',
    ]);
  });
  it("answers a different confirmation with 'Les deux mots de passe ne correspondent pas' on that field", () => {
    const result = passwordWithConfirmationSchema.safeParse({ password: 'Solide2026', password_confirmation: 'Solide2027' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toMatchObject([{ path: ['password_confirmation'], message: 'Les deux mots de passe ne correspondent pas' }]);
    expect(passwordWithConfirmationSchema.safeParse({ password: 'Solide2026', password_confirmation: 'Solide2026' }).success).toBe(true);
  });
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('6-digit code %s -> %s', (code, ok) => {
    expect(emailCodeSchema.safeParse(code).success).toBe(ok);
  });
  it('says what the code must look like', () => {
    expect(messages(emailCodeSchema, '12')).toEqual(['Le code doit comporter 6 chiffres.']);
  });
});

describe('e-mail addresses', () => {
  it('accepts and lowercases one address', () => {
    expect(emailSchema.parse(' Camille.Martin@Acme.example ')).toBe('camille.martin@acme.example');
  });
  it('refuses spaces inside an address, naming it', () => {
    expect(messages(emailSchema, 'camille martin@acme.example')[0]).toContain('« camille martin@acme.example »');
    expect(messages(emailSchema, '')).toEqual(['Indiquez une adresse e-mail.']);
  });
  it.each([' Camille.Martin@Acme.example ', 'camille martin@acme.example', '', 'camille@acme', 'a@b.fr;c@d.fr'])(
    'reads %j without zod exactly as emailSchema does (the sign-in page)',
    (typed) => {
      const parsed = emailSchema.safeParse(typed);
      expect(readEmail(typed)).toEqual(parsed.success ? { ok: true, email: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message });
    },
  );
  it('splits a list on spaces and commas, without duplicates', () => {
    expect(emailListSchema.parse('a@x.fr, b@x.fr  c@x.fr,,A@x.fr\nd@x.fr')).toEqual(['a@x.fr', 'b@x.fr', 'c@x.fr', 'd@x.fr']);
  });
  it('names each invalid address of a list, and wants at least one', () => {
    expect(messages(emailListSchema, 'a@x.fr nope b@x')).toEqual([
      expect.stringContaining('« nope »'),
      expect.stringContaining('« b@x »'),
    ]);
    expect(messages(emailListSchema, ' , ')).toEqual(['Saisissez au moins une adresse e-mail.']);
  });
});

describe('registration checkboxes', () => {
  it.each([
    [termsAcceptedSchema, "Vous devez accepter les conditions d'utilisation."],
    [gdprConsentSchema, 'Vous devez accepter le traitement de vos données personnelles.'],
    [eligibilityAcknowledgedSchema, "Vous devez confirmer que votre association respecte les critères d'éligibilité."],
  ])('%#: requires true', (schema, message) => {
    expect(schema.safeParse(true).success).toBe(true);
    expect(messages(schema, false)).toEqual([message]);
    expect(messages(schema, undefined)).toEqual([message]);
  });
});

describe('survey-form URL', () => {
  it.each([
    ['https://form.typeform.com/to/AbC123', true],
    ['https://acme.typeform.com/to/xYz9?utm=1', true],
    ['https://form.typeform.com/to/AbC-123', false],
    ['http://form.typeform.com/to/AbC123', false],
    ['https://example.com/to/AbC123', false],
    ['https://form.typeform.com/to/', false],
  ])('%s -> %s', (url, ok) => {
    expect(surveyUrlSchema.safeParse(url).success).toBe(ok);
  });
});

describe('tags', () => {
  const schema = tagsSchema({ maxCount: 3, maxLength: 10 });
  it('accepts distinct valid tags', () => {
    expect(schema.safeParse(['jardin', 'Éco-geste', 'A+']).success).toBe(true);
  });
  it('refuses empty, duplicate (case-insensitive), invalid, too long and too many tags', () => {
    expect(messages(schema, ['  '])).toEqual(['Une étiquette ne peut pas être vide.']);
    expect(messages(schema, ['Jardin', 'jardin'])).toEqual(["L'étiquette « jardin » est déjà présente."]);
    expect(messages(schema, ['#oops'])).toEqual(["L'étiquette « #oops » n'est pas valide."]);
    expect(messages(schema, ['abcdefghijk'])).toEqual(['Une étiquette compte au plus 10 caractères.']);
    expect(messages(schema, ['a', 'b', 'c', 'd'])).toEqual(['3 étiquettes maximum.']);
  });
  it('has no limits unless asked', () => {
    expect(tagsSchema().safeParse(Array.from({ length: 50 }, (_, i) => `t${i}`)).success).toBe(true);
  });
});

describe('multi-select and images', () => {
  const colours = ['red', 'green', 'blue', 'black'] as const;
  it('limits the count, refuses unknown values and duplicates', () => {
    expect(messages(multiSelectSchema(colours, { max: 2 }), ['red', 'green', 'blue'])).toEqual(['Vous pouvez choisir au plus 2 éléments.']);
    expect(messages(multiSelectSchema(colours, { max: 3, maxMessage: 'thematics_max' }), [...colours])).toEqual(['Choisissez au plus 3 thématiques.']);
    expect(messages(multiSelectSchema(colours), ['pink'])).toEqual(['Choisissez une valeur de la liste.']);
    expect(messages(multiSelectSchema(colours), ['red', 'red'])).toEqual(['Un même élément ne peut pas être choisi deux fois.']);
    expect(multiSelectSchema(colours).safeParse([...colours]).success).toBe(true);
  });
  it('allows at most 5 images', () => {
    expect(imagesSchema.safeParse(['1', '2', '3', '4', '5']).success).toBe(true);
    expect(messages(imagesSchema, ['1', '2', '3', '4', '5', '6'])).toEqual(['Vous pouvez ajouter au plus 5 images.']);
  });
});

describe('text, links, colours, slugs, times', () => {
  it('trims required and optional text', () => {
    expect(requiredText(5).parse('  abc ')).toBe('abc');
    expect(messages(requiredText(), '   ')).toEqual(['Ce champ est obligatoire.']);
    expect(messages(requiredText(3), 'abcd')).toEqual(['3 caractères maximum.']);
    expect(optionalText(3).parse('  ')).toBeNull();
    expect(optionalText().parse(undefined)).toBeUndefined();
    expect(messages(optionalText(2), 'abc')).toEqual(['2 caractères maximum.']);
  });
  it('checks links, colours, slugs and times', () => {
    expect(httpsUrlSchema.safeParse('https://asso.example/agir').success).toBe(true);
    expect(messages(httpsUrlSchema, 'asso.example')).toEqual(['Saisissez un lien complet commençant par https://.']);
    expect(messages(httpsUrlSchema, 'ftp://asso.example')).toHaveLength(1);
    expect(colourSchema.safeParse('#1f6f5c').success).toBe(true);
    expect(colourSchema.safeParse('green').success).toBe(false);
    expect(slugSchema.safeParse('amis-du-quartier').success).toBe(true);
    expect(slugSchema.safeParse('Amis du quartier').success).toBe(false);
    expect(timeOfDaySchema.safeParse('09:30').success).toBe(true);
    expect(timeOfDaySchema.safeParse('24:00').success).toBe(false);
  });
});

describe('phone numbers (spec §5: plus sign, country code and groups)', () => {
  it('stores E.164 and shows groups', async () => {
    expect(await phoneSchema.parseAsync('06 12 34 56 78')).toBe('+33612345678');
    expect(await formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(await formatPhone('+4915123456789')).toBe('+49 1512 3456789');
    expect(await formatPhone('pas un numéro')).toBe('pas un numéro');
  });
  it('refuses what is not a phone number, asynchronously: the library loads on first use', async () => {
    const result = await phoneSchema.safeParseAsync('12');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Numéro de téléphone invalide.']);
    expect(() => phoneSchema.safeParse('06 12 34 56 78')).toThrow();
  });
});

describe('places from suggestions', () => {
  const paris = { kind: 'city', label: 'Paris', postalCode: '75001', latitude: 48.86, longitude: 2.35 };
  const lyon = { kind: 'city', label: 'Lyon', postalCode: '69001', latitude: 45.76, longitude: 4.83 };
  it('needs the coordinates a suggestion carries', () => {
    expect(locationSchema.safeParse(paris).success).toBe(true);
    expect(locationSchema.safeParse({ kind: 'city', label: 'Paris' }).success).toBe(false);
    expect(messages(locationSchema, 'Paris')).toEqual(['Choisissez un lieu parmi les suggestions.']);
  });
  it('never takes the same city twice', () => {
    expect(citiesSchema.safeParse([paris, lyon]).success).toBe(true);
    expect(messages(citiesSchema, [paris, { ...paris, label: 'PARIS' }])).toEqual(['Cette ville est déjà choisie.']);
    expect(messages(citiesSchema, [{ ...paris, kind: 'region' }])).toEqual(['Choisissez un lieu parmi les suggestions.']);
  });
});

describe('validation messages', () => {
  afterEach(() => setValidationTranslator(frenchValidationMessages));
  it('interpolates parameters', () => {
    expect(interpolate('{{a}} et {{ b }} {{c}}', { a: 1, b: 'x' })).toBe('1 et x ');
  });
  it('speak the language of the side that parses', () => {
    setValidationTranslator((key, params) => `${key}:${JSON.stringify(params)}`);
    expect(validationMessage('thematics_max', { max: 3 })).toBe('thematics_max:{"max":3}');
    expect(messages(requiredText(), '')).toEqual(['required:{}']);
    setValidationTranslator(frenchValidationMessages);
    expect(validationMessage('required')).toBe('Ce champ est obligatoire.');
  });
  it('say the key itself before any translator is plugged in', () => {
    setValidationTranslator(null);
    expect(validationMessage('required')).toBe('required');
  });
});
