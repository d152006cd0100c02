import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES, LANGUAGES, formatDate, resolveLanguage, textDirection } from './languages';

describe('languages', () => {
  it('lists the twelve languages of spec §1 and the admin list', () => {
    expect(LANGUAGES).toHaveLength(12);
    expect(ADMIN_LANGUAGES).toEqual(['de', 'en', 'es', 'fr']);
  });

  it.each([
    [{ browser: 'en-US' }, 'en'],
    [{ browser: 'ar-MA' }, 'ar'],
    [{ browser: 'ja-JP' }, 'fr'],
    [{ browser: null }, 'fr'],
    [{ browser: 'EN' }, 'en'],
    [{ preferred: 'de', browser: 'en-US' }, 'de'],
    [{ preferred: 'xx', browser: 'it-IT' }, 'it'],
    [{ browser: 'ar-MA', admin: true }, 'fr'],
    [{ browser: 'es-ES', admin: true }, 'es'],
    [{ preferred: 'zh', browser: 'de-DE', admin: true }, 'de'],
  ])('%o -> %s', (options, expected) => {
    expect(resolveLanguage(options)).toBe(expected);
  });

  it('renders Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });

  it('formats dates as DD/MM/YYYY', () => {
    expect(formatDate('2026-03-07T10:00:00Z', 'Europe/Paris')).toBe('07/03/2026');
    expect(formatDate(new Date(Date.UTC(2026, 11, 31, 12)), 'UTC')).toBe('31/12/2026');
  });
});
