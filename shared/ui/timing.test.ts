import { describe, expect, it } from 'vitest';
import { TOAST_MIN_DURATION_MS, toastDuration } from './timing';

describe('toastDuration', () => {
  it('never goes below 5000 ms', () => {
    expect(toastDuration('')).toBe(TOAST_MIN_DURATION_MS);
    expect(toastDuration('Enregistré')).toBe(TOAST_MIN_DURATION_MS);
  });
  it('grows at 300 words per minute past 25 words', () => {
    expect(toastDuration(Array(25).fill('mot').join(' '))).toBe(5000);
    expect(toastDuration(Array(30).fill('mot').join(' '))).toBe(6000);
    expect(toastDuration(Array(300).fill('mot').join('  \n'))).toBe(60_000);
  });
});
