/**
 * The map of a mission's place (spec §2 'mission page'): raster tiles of an
 * OpenStreetMap-compatible server, set by the operator (MAP_TILES_URL, a
 * template such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`, `{s}` for
 * a subdomain) and given to the pages by GET /api/v1/platform.
 */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILES_ATTRIBUTION = '© OpenStreetMap contributors';
/** MAP_TILES_URL=none: no map anywhere, the pages show the address only. */
export const MAP_TILES_DISABLED = 'none';

export interface MapTiles {
  url: string;
  attribution: string;
}

/** Whether a template is one the map can use: http(s), with the {z}, {x} and {y} placeholders. */
export function isTileTemplate(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
  try {
    const url = new URL(template.replaceAll('{s}', 'a').replace(/\{[a-z]+\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The CSP source the tiles' images come from (img-src): the template's origin,
 * its `{s}` subdomain widened to a wildcard (`https://*.tile.example.org`).
 */
export function tileImageSource(template: string): string {
  const wildcard = template.replaceAll('{s}', 'subdomain-placeholder');
  const url = new URL(wildcard.replace(/\{[a-z]+\}/g, '0'));
  return `${url.protocol}//${url.host.replace('subdomain-placeholder', '*')}`;
}
