import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import * as mini from 'zod/mini';
import { MAX_INPUT_DEPTH, MAX_TEXT_LENGTH, textIssues } from './text';
import { checkedInput, zodIssueMessage } from './zod-messages';

const refused = 'Ce texte contient un caractère invisible non autorisé ; retapez-le ou collez-le à nouveau.';

describe('the text rule every input obeys', () => {
  it.each([
    ['plain French text', 'Bénévolat « solidaire » — été 2026 ✓', []],
    ['tabs and line breaks', 'ligne 1\r\nligne 2\tfin', []],
    ['a NUL byte', 'a\u0000b', [refused]],
    ['another control character', 'bell\u0007', [refused]],
    ['DEL', 'x\u007f', [refused]],
    ['a lone high surrogate', 'x\ud83d', [refused]],
    ['a lone low surrogate', '\ude00x', [refused]],
    ['an emoji (a surrogate pair)', 'merci 😀', []],
    ['the longest text allowed', 'a'.repeat(MAX_TEXT_LENGTH), []],
    ['one character more', 'a'.repeat(MAX_TEXT_LENGTH + 1), [`${MAX_TEXT_LENGTH} caractères maximum.`]],
  ])('%s', (_, text, messages) => {
    expect(textIssues(text).map((issue) => issue.message)).toEqual(messages);
  });

  it('walks objects and arrays, keys included, and names each path', () => {
    const issues = textIssues({ a: 'ok', b: ['ok', 'x\u0000'], c: { d: 'y\u0001' }, ['k\u0000']: 'ok', n: 3, z: null });
    expect(issues.map((issue) => issue.path)).toEqual([['b', 1], ['c', 'd'], ['k\u0000']]);
  });

  it('refuses a value nested deeper than any form, without walking it all', () => {
    let deep: unknown = 'x';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(textIssues(deep).map((issue) => [issue.path.length, issue.message])).toEqual([[MAX_INPUT_DEPTH, 'Valeur invalide.']]);
    expect(textIssues({ a: { b: { c: ['ok'] } } })).toEqual([]);
  });

  it('checkedInput refuses before the schema and leaves good input to it', () => {
    const schema = checkedInput(mini.object({ name: mini.string().check(mini.minLength(2)) }));
    expect(schema.safeParse({ name: 'A\u0000' }).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['name'], refused]]);
    expect(schema.safeParse({ name: 'A' }).error?.issues.map((issue) => issue.message)).toEqual(['2 caractères minimum.']);
    expect(schema.safeParse({ name: 'Anne' }).data).toEqual({ name: 'Anne' });
  });
});

/** The same cases in both flavours of zod 4: the shared schemas are written with zod/mini, the server's own and the sync wire with classic zod. */
function frenchCases(z: typeof mini | typeof classic) {
  // Overloaded in both flavours, which TypeScript cannot call through their union: typed as mini's, run as the flavour's.
  const { enum: oneOf, literal } = z as typeof mini;
  return [
    ['missing', z.object({ a: z.string() }), {}, 'Ce champ est obligatoire.'],
    ['a number for a text', z.string(), 3, 'Saisissez un texte.'],
    ['a text for a number', z.number(), '3', 'Saisissez un nombre.'],
    ['a text for a boolean', z.boolean(), 'oui', 'Choisissez oui ou non.'],
    ['an object for a list', z.array(z.string()), {}, 'Une liste de valeurs est attendue.'],
    ['an object for a record', z.object({}), 'x', 'Valeur invalide.'],
    ['too short', z.string().check(mini.minLength(3)), 'a', '3 caractères minimum.'],
    ['empty', z.string().check(mini.minLength(1)), '', 'Ce champ est obligatoire.'],
    ['too long', z.string().check(mini.maxLength(3)), 'abcd', '3 caractères maximum.'],
    ['too small', z.number().check(mini.gte(1)), 0, 'La valeur minimale est 1.'],
    ['too big', z.number().check(mini.lte(9)), 10, 'La valeur maximale est 9.'],
    ['a float for an integer', z.int(), 1.5, 'Saisissez un nombre.'],
    ['a short list', z.array(z.number()).check(mini.minLength(2)), [1], 'Choisissez au moins 2 élément(s).'],
    ['a long list', z.array(z.number()).check(mini.maxLength(1)), [1, 2], '1 élément(s) au maximum.'],
    ['a uuid', z.uuid(), 'abc', 'Identifiant invalide.'],
    ['a date', z.iso.date(), '2026-13-01', 'Date invalide.'],
    ['a date and time', z.iso.datetime(), '2026-01-01', 'Date invalide.'],
    ['a pattern', z.string().check(mini.regex(/^a$/)), 'b', 'Format invalide.'],
    ['an enum', oneOf(['a', 'b']), 'c', 'Choisissez une valeur de la liste.'],
    ['a literal', literal(true), false, 'Choisissez une valeur de la liste.'],
    ['an unknown field', z.strictObject({}), { x: 1 }, 'Champ inconnu : x.'],
    ['an e-mail', z.email(), 'a b', expect.stringContaining("n'est pas une adresse e-mail valide")],
  ] as const;
}

describe.each([
  ['zod/mini', frenchCases(mini)],
  ['classic zod', frenchCases(classic)],
])('zod issues in French, whatever the schema (%s)', (_, cases) => {
  it.each(cases)('%s', (_, schema, value, message) => {
    expect(mini.safeParse(schema, value).error!.issues[0]!.message).toEqual(message);
  });
});

describe('zod issues in French', () => {
  it('never falls back to zod’s English', () => {
    expect(zodIssueMessage({ code: 'not_multiple_of', divisor: 2, input: 3 } as never)).toBe('Valeur invalide.');
  });
});
