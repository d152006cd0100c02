import { describe, expect, it } from 'vitest';
import { LOGO_SIZES, remainingDisplay } from './constants';

describe('interface constants (spec §9)', () => {
  it('has the logo sizes', () => {
    expect(LOGO_SIZES).toEqual({ xs: 20, sm: 42, md: 64, lg: 100, xl: 170 });
  });
  it('shows 3 items then how many remain', () => {
    expect(remainingDisplay(['a', 'b', 'c', 'd', 'e'])).toEqual({ visible: ['a', 'b', 'c'], remaining: 2 });
    expect(remainingDisplay(['a'])).toEqual({ visible: ['a'], remaining: 0 });
    expect(remainingDisplay(['a', 'b'], 1)).toEqual({ visible: ['a'], remaining: 1 });
  });
});
