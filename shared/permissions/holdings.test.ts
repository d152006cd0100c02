import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { canReadHolding, holdingIdsReadBy } from './holdings';

const actor = (companies: Actor['companies'], isPlatformAdmin = false): Actor => ({ userId: 'u', isPlatformAdmin, state: 'registered', companies, associations: [] });
const groupe = { id: 10 };
const other = { id: 11 };

describe('holding pages (spec §6)', () => {
  it.each([
    ['a platform admin', actor([], true), groupe, true],
    ['a holding admin of a company of the holding', actor([{ companyId: 1, holdingId: 10, role: 'COMPANY_HOLDING_ADMIN', entityId: null }]), groupe, true],
    ['a holding admin, for another holding', actor([{ companyId: 1, holdingId: 10, role: 'COMPANY_HOLDING_ADMIN', entityId: null }]), other, false],
    ['a company admin of a company of the holding', actor([{ companyId: 1, holdingId: 10, role: 'COMPANY_ADMIN', entityId: null }]), groupe, false],
    ['an ambassador', actor([{ companyId: 1, holdingId: 10, role: 'COMPANY_AMBASSADOR', entityId: null }]), groupe, false],
    ['an employee', actor([{ companyId: 1, holdingId: 10, role: 'COMPANY_COLLABORATOR', entityId: null }]), groupe, false],
    ['a holding admin of a company without holding', actor([{ companyId: 3, holdingId: null, role: 'COMPANY_HOLDING_ADMIN', entityId: null }]), groupe, false],
  ] as const)('%s: %s', (_, who, holding, expected) => {
    expect(canReadHolding(who, holding)).toBe(expected);
  });

  it('lists the holdings a holding admin reads, once each', () => {
    const who = actor([
      { companyId: 1, holdingId: 10, role: 'COMPANY_HOLDING_ADMIN', entityId: null },
      { companyId: 2, holdingId: 10, role: 'COMPANY_HOLDING_ADMIN', entityId: null },
      { companyId: 3, holdingId: 11, role: 'COMPANY_ADMIN', entityId: null },
    ]);
    expect(holdingIdsReadBy(who)).toEqual([10]);
  });
});
