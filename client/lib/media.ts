import { useSyncExternalStore } from 'react';

/** The width below which screens lay out for a phone (cards instead of tables, the « ⋯ » menu). */
export const PHONE_MEDIA_QUERY = '(max-width: 720px)';

/** Whether a CSS media query matches now, re-rendering when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
