import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './formatters';

describe('formatters', () => {
  it('gives the same formatter for the same language and options, another for other ones', () => {
    const day = dateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' });
    expect(dateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' })).toBe(day);
    expect(dateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })).not.toBe(day);
    expect(dateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' })).not.toBe(day);
    expect(day.format(new Date('2026-11-30T23:30:00Z'))).toBe('01/12/2026');
  });

  it('formats numbers in the language asked for', () => {
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(2.25)).toBe('2.3');
    expect(numberFormat('en')).toBe(numberFormat('en', {}));
  });
});
