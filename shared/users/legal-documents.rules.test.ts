import { describe, expect, it } from 'vitest';
import { type LegalVersionFacts, appliesTo, currentVersions, documentKey, pendingVersions, versionStatus } from './legal-documents.rules';

const TODAY = '2026-03-10';
const v = (id: number, publishedOn: string, over: Partial<LegalVersionFacts> = {}): LegalVersionFacts => ({
  id,
  kind: 'terms_of_use',
  audience: 'employees',
  organisationId: null,
  publishedOn,
  ...over,
});

describe('the current version of each document', () => {
  it.each([
    ['the latest one published on or before today', [v(1, '2025-01-01'), v(2, '2026-03-10'), v(3, '2026-03-11')], [2]],
    ['on one day, the one written last', [v(5, '2026-01-01'), v(4, '2026-01-01')], [5]],
    ['none while every version is scheduled', [v(1, '2026-04-01')], []],
    ['one per document: kind, audience and organisation', [v(1, '2026-01-01'), v(2, '2026-01-01', { kind: 'privacy_policy' }), v(3, '2026-01-01', { audience: 'associations' }), v(4, '2026-01-01', { organisationId: 7 })], [1, 2, 3, 4]],
  ])('%s', (_, versions, ids) => {
    expect(
      currentVersions(versions, TODAY)
        .map((version) => version.id)
        .sort(),
    ).toEqual(ids);
  });

  it('names a document by kind, audience and organisation', () => {
    expect(documentKey(v(1, TODAY))).toBe('terms_of_use:employees:*');
    expect(documentKey(v(1, TODAY, { audience: 'associations', organisationId: 3, kind: 'privacy_policy' }))).toBe('privacy_policy:associations:3');
  });
});

describe('where a version stands', () => {
  it.each([
    [v(3, '2026-03-11'), 2, 'scheduled'],
    [v(3, '2026-03-11'), 3, 'scheduled'],
    [v(2, '2026-03-10'), 2, 'current'],
    [v(1, '2025-01-01'), 2, 'superseded'],
    [v(1, '2025-01-01'), null, 'superseded'],
  ] as const)('%j with current %s is %s', (version, currentId, status) => {
    expect(versionStatus(version, currentId, TODAY)).toBe(status);
  });
});

describe('who a document is addressed to', () => {
  const employee = { companyIds: [1], associationIds: [] };
  const volunteer = { companyIds: [], associationIds: [9] };
  const both = { companyIds: [1, 2], associationIds: [9] };
  const nobody = { companyIds: [], associationIds: [] };
  it.each([
    [{ audience: 'employees', organisationId: null }, employee, true],
    [{ audience: 'employees', organisationId: null }, volunteer, false],
    [{ audience: 'associations', organisationId: null }, volunteer, true],
    [{ audience: 'associations', organisationId: null }, nobody, false],
    [{ audience: 'employees', organisationId: 2 }, both, true],
    [{ audience: 'employees', organisationId: 2 }, employee, false],
    [{ audience: 'associations', organisationId: 9 }, both, true],
    // An association id that happens to equal a company id of the person does not count.
    [{ audience: 'associations', organisationId: 1 }, employee, false],
  ] as const)('%j for %j: %s', (version, memberships, expected) => {
    expect(appliesTo(version, memberships)).toBe(expected);
  });
});

describe('what a person must accept', () => {
  const versions = [
    v(1, '2025-01-01'),
    v(2, '2026-02-01'),
    v(3, '2026-02-01', { kind: 'privacy_policy' }),
    v(4, '2026-01-01', { audience: 'associations' }),
    v(5, '2026-01-01', { organisationId: 7 }),
    v(6, '2026-12-01'),
  ];
  const ids = (found: LegalVersionFacts[]) => found.map((version) => version.id);

  it('asks the current version of each document addressed to them, employees first, terms before privacy', () => {
    expect(ids(pendingVersions(versions, { companyIds: [7], associationIds: [2] }, new Set(), TODAY))).toEqual([2, 5, 3, 4]);
  });

  it('no longer asks what they accepted, and an older acceptance does not count for a newer version', () => {
    expect(ids(pendingVersions(versions, { companyIds: [1], associationIds: [] }, new Set([1, 3]), TODAY))).toEqual([2]);
    expect(ids(pendingVersions(versions, { companyIds: [1], associationIds: [] }, new Set([2, 3]), TODAY))).toEqual([]);
  });

  it('asks nothing of someone outside every audience, nor a scheduled version', () => {
    expect(pendingVersions(versions, { companyIds: [], associationIds: [] }, new Set(), TODAY)).toEqual([]);
    expect(ids(pendingVersions(versions, { companyIds: [1], associationIds: [] }, new Set([2, 3]), '2026-12-01'))).toEqual([6]);
  });
});
