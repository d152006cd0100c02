import { contextFromPath } from '../../../shared/contexts';
import { canEnterSpace, homePathFor } from '../../../shared/permissions/spaces';
import type { Me } from '../../../shared/users/me';

const LAST_SPACE_KEY = 'solidaire.last-space';

/** /changer-organisation remembers the space chosen, per user, so `/` opens it next time. */
export function rememberSpace(me: Me, path: string) {
  try {
    localStorage.setItem(LAST_SPACE_KEY, JSON.stringify({ userId: me.user.id, path }));
  } catch {
    // Private browsing without storage: the choice is simply not remembered.
  }
}

/** Where `/` sends a signed-in user: the last space they chose if they may still enter it, else their default space. */
export function landingPathFor(me: Me): string {
  try {
    const saved = JSON.parse(localStorage.getItem(LAST_SPACE_KEY) ?? 'null') as { userId?: unknown; path?: unknown } | null;
    if (saved && saved.userId === me.user.id && typeof saved.path === 'string' && saved.path.startsWith('/')) {
      const context = contextFromPath(saved.path);
      if (context.type !== 'public' && canEnterSpace(me, context)) return saved.path;
    }
  } catch {
    // An unreadable value is ignored.
  }
  return homePathFor(me);
}
