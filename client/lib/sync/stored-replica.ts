/** What every replica's IndexedDB name starts with (`db.ts` names them). Here, apart from Dexie, for the shell to read. */
export const REPLICA_PREFIX = 'solidaire-replica:';

/**
 * Whether this browser already holds a replica (of any user or space). Only then can a page show data before the
 * network answers, so only then is the replica's code (Dexie, the engine) worth loading before the page's own.
 */
export async function hasStoredReplica(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  const databases = await indexedDB.databases().catch(() => []);
  return databases.some((database) => database.name?.startsWith(REPLICA_PREFIX) ?? false);
}
