/** The part of the Web Locks API the engine uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The lock that lets one tab at a time push and pull a replica (sync.md principle 6). */
export const SYNC_LOCK = 'solidaire-sync';

/**
 * An exclusive lock within this page, for browsers without Web Locks (before
 * Safari 15.4): requests for one name run one after the other. It cannot
 * exclude another tab, but the server's mutation ids keep a double push harmless.
 */
export function localLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(callback);
      const tail = run.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}

export function browserLocks(): LockManagerLike {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return { request: (name, callback) => navigator.locks.request(name, () => callback()) };
  }
  return localLocks();
}
