import { describe, expect, it } from 'vitest';
import { isPasswordStrong } from './password';

describe('password rule', () => {
  it.each([
    ['Demo2026!', true],
    ['Abcdefg1', true],
    ['Abcdef1', false], // 7 characters
    ['abcdefg1', false], // no uppercase
    ['ABCDEFG1', false], // no lowercase
    ['Abcdefgh', false], // no digit
    ['', false],
  ])('%s -> %s', (password, expected) => {
    expect(isPasswordStrong(password)).toBe(expected);
  });
});
