import { describe, expect, it } from 'vitest';
import { clientErrorReportSchema, truncateText } from './client-error.schema';

describe('truncateText', () => {
  it.each([
    ['short enough', 'abc', 5, 'abc'],
    ['exactly the limit', 'abcde', 5, 'abcde'],
    ['cut with a marker', 'abcdefgh', 5, 'abcd…'],
    ['never splits a surrogate pair', 'abc😀def', 5, 'abc…'],
    ['keeps a whole pair that fits', 'ab😀defg', 5, 'ab😀…'],
  ])('%s', (_, text, max, expected) => {
    const cut = truncateText(text, max);
    expect(cut).toBe(expected);
    expect(cut.length).toBeLessThanOrEqual(max);
  });
});

describe('clientErrorReportSchema', () => {
  const report = { kind: 'boundary', message: 'Boom', route: '/admin', release: 'index-abc.js' };
  it.each([
    ['a report', report, true],
    ['with a stack', { ...report, stack: 'at x' }, true],
    ['an unknown kind', { ...report, kind: 'console' }, false],
    ['an empty message', { ...report, message: '' }, false],
    ['too long a message', { ...report, message: 'x'.repeat(2_001) }, false],
    ['too long a stack', { ...report, stack: 'x'.repeat(8_001) }, false],
    ['no route', { ...report, route: undefined }, false],
  ])('%s', (_, input, valid) => {
    expect(clientErrorReportSchema.safeParse(input).success).toBe(valid);
  });
});
