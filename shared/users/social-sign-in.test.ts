import { describe, expect, it } from 'vitest';
import { type SocialSignInFacts, offeredSocialProviders, socialSignInInputSchema, socialSignInRefusal } from './social-sign-in';

describe('socialSignInRefusal (decision 007)', () => {
  const facts = (action: SocialSignInFacts['action'], companyKnown: boolean, offered: boolean, member: boolean): SocialSignInFacts => ({ action, companyKnown, offered, member });
  it.each([
    // An employee of the company: linked on first use, then signed in.
    [facts('link-account', true, true, true), null],
    [facts('sign-in', true, true, true), null],
    // Another company's employee, or an account of no company.
    [facts('link-account', true, true, false), 'SOCIAL_SIGN_IN_NOT_EMPLOYEE'],
    [facts('sign-in', true, true, false), 'SOCIAL_SIGN_IN_NOT_EMPLOYEE'],
    // No JIT: an unknown address is refused, even one the company would count as its own.
    [facts('create-user', true, true, false), 'SOCIAL_SIGN_IN_NOT_EMPLOYEE'],
    [facts('create-user', true, true, true), 'SOCIAL_SIGN_IN_NOT_EMPLOYEE'],
    // The company switched the provider off (or the platform lost its credentials) during the round trip.
    [facts('sign-in', true, false, true), 'SOCIAL_SIGN_IN_UNAVAILABLE'],
    [facts('link-account', true, false, true), 'SOCIAL_SIGN_IN_UNAVAILABLE'],
    [facts('create-user', true, false, false), 'SOCIAL_SIGN_IN_UNAVAILABLE'],
    // A flow that did not start from a company's page.
    [facts('sign-in', false, true, true), 'SOCIAL_SIGN_IN_UNAVAILABLE'],
    [facts('link-account', false, false, false), 'SOCIAL_SIGN_IN_UNAVAILABLE'],
  ])('%o -> %s', (input, expected) => {
    expect(socialSignInRefusal(input)).toBe(expected);
  });
});

describe('offeredSocialProviders', () => {
  it.each([
    [{ google: true, microsoft: true }, ['google', 'microsoft'], ['google', 'microsoft']],
    [{ google: true, microsoft: true }, ['microsoft'], ['microsoft']],
    [{ google: false, microsoft: true }, ['google', 'microsoft'], ['microsoft']],
    [{ google: true, microsoft: false }, [], []],
    [{ google: false, microsoft: false }, ['google', 'microsoft'], []],
  ] as const)('%o with %o configured -> %o', (switches, configured, expected) => {
    expect(offeredSocialProviders(switches, new Set(configured))).toEqual(expected);
  });
});

describe('socialSignInInputSchema', () => {
  it('takes both switches as booleans', () => {
    expect(socialSignInInputSchema.safeParse({ google: true, microsoft: false }).success).toBe(true);
    expect(socialSignInInputSchema.safeParse({ google: 'true', microsoft: false }).success).toBe(false);
    expect(socialSignInInputSchema.safeParse({ google: true }).success).toBe(false);
  });
});
