import { queryOptions, useQuery } from '@tanstack/react-query';
// The guard, not meSchema: this module is in the app shell, which must not load zod.
import type { Me } from '../../../../shared/users/me';
import { isMe } from '../../../../shared/users/me.guard';
import { apiFetch } from '../../../lib/api';

const LAST_SESSION_KEY = 'solidaire.last-session';

/** The last session seen online, so the installed app still knows who is signed in offline. */
function readLastSession(): Me | null | undefined {
  try {
    const raw = localStorage.getItem(LAST_SESSION_KEY);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed === null || isMe(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export async function getSession(): Promise<Me | null> {
  const { me } = await apiFetch<{ me: Me | null }>('/session');
  localStorage.setItem(LAST_SESSION_KEY, JSON.stringify(me));
  return me;
}

export function forgetLastSession() {
  localStorage.removeItem(LAST_SESSION_KEY);
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: getSession,
    staleTime: 60_000,
    // Offline, the last known session stands in until the server can be asked.
    placeholderData: () => readLastSession(),
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
