/**
 * The five spaces of the product (spec §2). The context is derived from the
 * URL prefix alone, so the client, the service worker and the analytics code
 * agree on it without asking the server.
 */
export const CONTEXT_TYPES = ['admin', 'association', 'company', 'employee', 'public'] as const;
export type ContextType = (typeof CONTEXT_TYPES)[number];

export type SpaceContext =
  | { type: 'employee'; companySlug: string }
  | { type: 'company'; companySlug: string }
  | { type: 'association'; associationSlug: string }
  | { type: 'admin' }
  | { type: 'public' };

const PREFIXES: ReadonlyArray<[RegExp, (slug: string) => SpaceContext]> = [
  [/^\/collaborateur\/([^/?#]+)/, (companySlug) => ({ type: 'employee', companySlug })],
  [/^\/entreprise\/([^/?#]+)/, (companySlug) => ({ type: 'company', companySlug })],
  [/^\/association\/([^/?#]+)/, (associationSlug) => ({ type: 'association', associationSlug })],
];

export function contextFromPath(pathname: string): SpaceContext {
  for (const [pattern, build] of PREFIXES) {
    const match = pattern.exec(pathname);
    if (match?.[1]) return build(decodeURIComponent(match[1]));
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return { type: 'admin' };
  return { type: 'public' };
}

/** The slug that scopes a space (company or association), if any. */
export function contextSlug(context: SpaceContext): string | undefined {
  if (context.type === 'employee' || context.type === 'company') return context.companySlug;
  if (context.type === 'association') return context.associationSlug;
  return undefined;
}
