import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from './message.rules';
import { messageInputSchema, sanitizeMessageBody } from './message.schema';

describe('sanitizeMessageBody', () => {
  it.each([
    ['Bonjour', 'Bonjour'],
    ['  Bonjour  \n', 'Bonjour'],
    ['Ligne 1\r\nLigne 2\rLigne 3', 'Ligne 1\nLigne 2\nLigne 3'],
    ['<b>Gras</b> et <script>alert(1)</script>', 'Gras et alert(1)'],
    ['<a href="https://x.example" onclick="x()">lien</a>', 'lien'],
    ['<img src=x onerror=alert(1)>image', 'image'],
    ['Avant<!-- caché -->après', 'Avantaprès'],
    ['2 < 3 et 5 > 4', '2 < 3 et 5 > 4'],
    ['a<3', 'a<3'],
    ['Un\n\n\n\n\nDeux', 'Un\n\nDeux'],
    ['Bip\u0007 nul\u0000', 'Bip nul'],
    ['Fin de ligne   \nsuite', 'Fin de ligne\nsuite'],
    ['<p></p>', ''],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeMessageBody(input)).toBe(expected);
  });
});

describe('messageInputSchema', () => {
  it('keeps a plain message', () => {
    expect(messageInputSchema.parse({ body: ' Merci ! ' })).toEqual({ body: 'Merci !' });
  });
  it.each([[''], ['   '], ['<br>'], [undefined]])('refuses an empty body %j', (body) => {
    expect(messageInputSchema.safeParse({ body }).success).toBe(false);
  });
  it('refuses more than 5,000 characters and accepts exactly 5,000', () => {
    expect(messageInputSchema.safeParse({ body: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }).success).toBe(false);
    expect(messageInputSchema.safeParse({ body: 'a'.repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
  });
});
