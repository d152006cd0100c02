import { describe, expect, it } from 'vitest';
import { type InstallFacts, shouldOfferInstall } from './install-prompt';

const base: InstallFacts = { available: true, standalone: false, dismissed: false, phone: true, visits: 2, used: false };

describe('shouldOfferInstall: only to someone who uses the app, on a phone, never installed nor dismissed', () => {
  it.each([
    ['a second visit on a phone', {}, true],
    ['a first visit', { visits: 1 }, false],
    ['a first visit after a first application', { visits: 1, used: true }, true],
    ['the browser made no offer', { available: false }, false],
    ['already installed', { standalone: true }, false],
    ['dismissed on this device', { dismissed: true }, false],
    ['a wide screen', { phone: false }, false],
    ['many visits', { visits: 12 }, true],
  ] as const)('%s', (_, over, expected) => {
    expect(shouldOfferInstall({ ...base, ...over })).toBe(expected);
  });
});
