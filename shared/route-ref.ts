/** The id of an `{id}-{slug}` path segment (`/missions/9-bilan-carbone`, `/defis/3-sobriete-numerique`), or null. */
export function idFromRef(ref: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-[a-z0-9-]*)?$/.exec(ref ?? '');
  return match ? Number(match[1]) : null;
}
