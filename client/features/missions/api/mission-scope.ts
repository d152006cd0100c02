/**
 * Missions are managed from two places with the same screens: an association's
 * space (`/associations/{slug}/missions`) and, for missions a company
 * publishes itself, the company space (`/companies/{slug}/published-missions`).
 */
export type MissionScope = { kind: 'association'; slug: string } | { kind: 'company'; slug: string };

export function missionsPath(scope: MissionScope): string {
  const slug = encodeURIComponent(scope.slug);
  return scope.kind === 'association' ? `/associations/${slug}/missions` : `/companies/${slug}/published-missions`;
}

export function missionPath(scope: MissionScope, id: number): string {
  return `${missionsPath(scope)}/${id}`;
}

/** Every query of one scope's missions starts with this key, so one invalidation refreshes lists, details and tabs. */
export const missionsKey = (scope: MissionScope) => ['missions', scope.kind, scope.slug] as const;

/** The scope of the space a screen is in: an association's missions, or the missions a company publishes. */
export function missionScopeFor(context: { type: string; associationSlug?: string; companySlug?: string }): MissionScope | null {
  if (context.type === 'association' && context.associationSlug) return { kind: 'association', slug: context.associationSlug };
  if (context.type === 'company' && context.companySlug) return { kind: 'company', slug: context.companySlug };
  return null;
}
