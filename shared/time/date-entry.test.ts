import { describe, expect, it } from 'vitest';
import { FRENCH_DATE_ENTRY, dateEntryPattern, formatDateText, maskDateText, parseDateText, patternPlaceholder } from './date-entry';

const fr = FRENCH_DATE_ENTRY;
const zh = dateEntryPattern('zh');

describe('dateEntryPattern', () => {
  it.each([
    ['fr', ['day', 'month', 'year'], '/'],
    ['en', ['month', 'day', 'year'], '/'],
    ['de', ['day', 'month', 'year'], '.'],
    ['nl', ['day', 'month', 'year'], '-'],
    ['ar', ['day', 'month', 'year'], '/'],
    ['th', ['day', 'month', 'year'], '/'],
    ['zh', ['year', 'month', 'day'], '/'],
    ['not a language!', ['day', 'month', 'year'], '/'],
  ])('%s writes %j separated by %s', (language, order, separator) => {
    expect(dateEntryPattern(language)).toEqual({ order, separator });
  });
});

describe('maskDateText', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['03', '03/'],
    ['031', '03/1'],
    ['0312', '03/12/'],
    ['03122026', '03/12/2026'],
    ['031220261', '03/12/2026'],
    ['03/12/2026', '03/12/2026'],
    ['3/', '03/'],
    ['3/1/2026', '03/01/2026'],
    ['3-12-2026', '03/12/2026'],
    ['ab03cd', '03/'],
    ['2026-12-03', '03/12/2026'],
    ['//', ''],
  ])('French: %j becomes %j', (raw, masked) => {
    expect(maskDateText(raw, fr)).toBe(masked);
  });

  it('lets a separator be erased', () => {
    expect(maskDateText('03', fr, { deleting: true })).toBe('03');
    expect(maskDateText('03/12', fr, { deleting: true })).toBe('03/12');
  });

  it('follows the order of the language', () => {
    expect(maskDateText('20261203', zh)).toBe('2026/12/03');
    expect(maskDateText('03122026', dateEntryPattern('de'))).toBe('03.12.2026');
  });
});

describe('parseDateText', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['03/12/2026', '2026-12-03'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['00/12/2026', null],
    ['03/13/2026', null],
    ['03/12/26', null],
    ['3/12/2026', null],
    ['03/12', null],
    ['demain', null],
  ])('French: %j is %j', (text, iso) => {
    expect(parseDateText(text, fr)).toBe(iso);
  });

  it('reads the order of the language', () => {
    expect(parseDateText('12/03/2026', dateEntryPattern('en'))).toBe('2026-12-03');
    expect(parseDateText('2026/12/03', zh)).toBe('2026-12-03');
    expect(parseDateText('03.12.2026', dateEntryPattern('de'))).toBe('2026-12-03');
  });
});

describe('formatDateText', () => {
  it.each([
    ['2026-12-03', '03/12/2026'],
    ['2026-12-03T10:00:00.000Z', '03/12/2026'],
    ['', ''],
    ['03/12/2026', ''],
  ])('French: %j is written %j', (iso, text) => {
    expect(formatDateText(iso, fr)).toBe(text);
  });

  it('round-trips with parseDateText in every order', () => {
    for (const language of ['fr', 'en', 'de', 'nl', 'zh']) {
      const pattern = dateEntryPattern(language);
      expect(parseDateText(formatDateText('2027-01-31', pattern), pattern)).toBe('2027-01-31');
    }
  });
});

describe('patternPlaceholder', () => {
  it('spells the pattern with the letters of the language', () => {
    expect(patternPlaceholder(fr, { day: 'jj', month: 'mm', year: 'aaaa' })).toBe('jj/mm/aaaa');
    expect(patternPlaceholder(zh, { day: '日', month: '月', year: '年' })).toBe('年/月/日');
  });
});
