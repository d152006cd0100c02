import { describe, expect, it } from 'vitest';
import { idFromRef } from './route-ref';

describe('idFromRef', () => {
  it.each([
    ['9-bilan-carbone', 9],
    ['12', 12],
    ['3-sobriete-numerique-2026', 3],
    ['bilan-carbone', null],
    ['9-Bilan', null],
    ['1234567890-trop-long', null],
    [undefined, null],
  ])('%s', (ref, expected) => {
    expect(idFromRef(ref)).toBe(expected);
  });
});
