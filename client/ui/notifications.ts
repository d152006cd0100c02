import { useSyncExternalStore } from 'react';
import { FLASH_AUTO_CLOSE_MS, toastDuration } from '../../shared/ui/timing';

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  id: number;
  channel: 'flash' | 'toast';
  kind: NoticeKind;
  message: string;
  /** Important flash alerts stay until closed (spec §8). */
  important: boolean;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissNotice(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

function push(notice: Omit<Notice, 'id'>, durationMs: number | null): number {
  const id = nextId++;
  notices = [...notices, { ...notice, id }];
  if (durationMs !== null) timers.set(id, setTimeout(() => dismissNotice(id), durationMs));
  emit();
  return id;
}

/** A flash alert at the top of the page; closes after 5 s unless important. */
export function showFlash(kind: NoticeKind, message: string, options: { important?: boolean } = {}): number {
  const important = options.important ?? false;
  return push({ channel: 'flash', kind, message, important }, important ? null : FLASH_AUTO_CLOSE_MS);
}

/** At most this many toasts show at once: a new one pushes the oldest out, so they never pile over the page. */
export const MAX_TOASTS = 3;

/** A toast, shown long enough to be read (at least 5 s, 300 words per minute). */
export function showToast(kind: NoticeKind, message: string): number {
  const toasts = notices.filter((notice) => notice.channel === 'toast');
  for (const old of toasts.slice(0, Math.max(0, toasts.length - MAX_TOASTS + 1))) dismissNotice(old.id);
  return push({ channel: 'toast', kind, message, important: false }, toastDuration(message));
}

export function useNotices(channel: Notice['channel']): Notice[] {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
  );
  return all.filter((notice) => notice.channel === channel);
}
