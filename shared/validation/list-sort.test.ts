import { describe, expect, it } from 'vitest';
import { nextSort, sortParts } from './list-sort';

describe('a list’s sort', () => {
  it.each([
    ['name', { key: 'name', descending: false }],
    ['-created', { key: 'created', descending: true }],
  ] as const)('%s', (sort, parts) => {
    expect(sortParts(sort)).toEqual(parts);
  });

  it.each([
    ['name', 'name', '-name'],
    ['-name', 'name', 'name'],
    ['-name', 'created', 'created'],
    ['created', 'name', 'name'],
  ] as const)('%s, then the header %s: %s', (current, key, next) => {
    expect(nextSort<'name' | 'created'>(current, key)).toBe(next);
  });
});
