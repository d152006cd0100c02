import type { Actor } from './actor';

/**
 * Spec §6: a holding's pages (its companies and their consolidated dashboard) are for its holding admins — whoever
 * is COMPANY_HOLDING_ADMIN of one of its companies — and for platform admins (who count as holding admin wherever a
 * company has a holding). A company admin of one of its companies is not a holding admin.
 */
export function canReadHolding(actor: Actor, holding: { id: number }): boolean {
  return actor.isPlatformAdmin || actor.companies.some((membership) => membership.role === 'COMPANY_HOLDING_ADMIN' && membership.holdingId === holding.id);
}

/** The holdings whose pages the actor may open (for a link from their space), by id. */
export function holdingIdsReadBy(actor: Actor): number[] {
  return [...new Set(actor.companies.flatMap((membership) => (membership.role === 'COMPANY_HOLDING_ADMIN' && membership.holdingId !== null ? [membership.holdingId] : [])))];
}
