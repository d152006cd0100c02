/**
 * Shared views (spec §2 Admin `/admin/partage-vues?bar_tab=associationViews|missionViews`, public
 * `/decouvrir-nos-associations/{hash}` and `/decouvrir-nos-missions/{hash}`): a named, filtered list of associations or
 * of missions that platform admins save and share by an unguessable link. zod-free; the schemas are beside it.
 *
 * A view keeps its filters as the public search takes them (the parameter names of its URL and API): a mission view
 * the mission search's (`missionSearchQuerySchema`), an association view the directory's (`q`, `thematic`). The link
 * shows what the public search shows with those filters today: published missions open to everyone, and associations
 * with their public profile, never anyone's contact details.
 */

/** The kinds, named as the admin page's tabs (`bar_tab`). */
export const SHARED_VIEW_KINDS = ['associationViews', 'missionViews'] as const;
export type SharedViewKind = (typeof SHARED_VIEW_KINDS)[number];

export const SHARED_VIEW_NAME_MAX = 120;
export const SHARED_VIEWS_PAGE_SIZE = 20;

/** The mission search's parameters a view keeps (not the page), and `place`: the label of the chosen place, shown again. */
export const MISSION_VIEW_PARAMS = ['q', 'thematics', 'skills', 'types', 'durations', 'remote', 'tax_exempt', 'only_pinned', 'from', 'to', 'lat', 'lng', 'radius_km', 'sort', 'place'] as const;
/** The association directory's filters. */
export const ASSOCIATION_VIEW_PARAMS = ['q', 'thematic'] as const;

export function viewParams(kind: SharedViewKind): readonly string[] {
  return kind === 'missionViews' ? MISSION_VIEW_PARAMS : ASSOCIATION_VIEW_PARAMS;
}

/** A view's link: 24 random bytes in base64url (what the server makes); anything else is no view. */
export const SHARED_VIEW_HASH_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The public page of a view (route names of shared/routes.ts). */
export function sharedViewRoute(kind: SharedViewKind): 'sharedViews.missions' | 'sharedViews.associations' {
  return kind === 'missionViews' ? 'sharedViews.missions' : 'sharedViews.associations';
}

/** The filters as kept: known parameters only, trimmed, the empty ones left out. */
export function cleanViewFilters(kind: SharedViewKind, filters: Readonly<Record<string, string>>): Record<string, string> {
  const allowed = viewParams(kind);
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = value.trim();
    if (allowed.includes(key) && text !== '') clean[key] = text;
  }
  return clean;
}
