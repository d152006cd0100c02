/** A URL slug: lower-case letters and digits in words joined by dashes (companies, holdings, quests...). No zod here. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A URL slug from a title: accents dropped, lower case, words joined by
 * dashes ('Défi Été 2026 !' -> 'defi-ete-2026'). Used for quests, selections
 * and highlights, whose links carry `{id}-{slug}`.
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = slug.slice(0, maxLength).replace(/-+$/, '');
  return cut || 'sans-titre';
}
