import { liveQuery } from 'dexie';
import type { SyncMutationArgs, SyncMutationName } from '../../../shared/sync/sync.schema';
import { type OutboxEntry, type ReplicaDatabase, updateMeta } from './db';
import { type LockManagerLike, SYNC_LOCK, browserLocks } from './locks';
import { enqueue } from './outbox';
import { type PullOptions, pull } from './pull';
import { push } from './push';
import { isQuotaError } from './storage';
import type { SyncTransport } from './transport';

export type SyncTrigger = 'start' | 'online' | 'visible' | 'timer' | 'enqueue' | 'manual';

/** What this tab knows that the replica cannot hold (the database may be closed or full). */
export interface EngineState {
  syncing: boolean;
  /** The last attempt failed for a reason worth showing (not the network). */
  lastError: { status: number; code: string } | null;
  /** IndexedDB refused a write for lack of space. */
  storageFull: boolean;
  /** Another tab opened a newer version of the replica: this one is closed until reload. */
  versionChanged: boolean;
  /** With `versionChanged`: the replica was deleted (a sign-out in another tab), not upgraded. */
  replicaDeleted?: boolean;
  /** The next attempt, when a retry or poll is scheduled. */
  nextAttemptAt: number | null;
}

export interface EngineOptions {
  db: ReplicaDatabase;
  transport: SyncTransport;
  locks?: LockManagerLike;
  /** Backoff after a failure: base * 2^attempt, capped, with jitter. */
  backoff?: { baseMs: number; maxMs: number };
  /** How often an idle engine pulls while the page is visible. */
  pollMs?: number;
  /** The pull soon after a push that acknowledged intents. */
  followUpMs?: number;
  pull?: PullOptions;
  random?: () => number;
  isOnline?: () => boolean;
  isVisible?: () => boolean;
}

const DEFAULT_BACKOFF = { baseMs: 2_000, maxMs: 5 * 60_000 };
const DEFAULT_POLL_MS = 5 * 60_000;
const DEFAULT_FOLLOW_UP_MS = 5_000;

/**
 * Pushes the outbox then pulls, on start, on `online`, when the page becomes
 * visible, after each enqueue and on a timer (backoff with jitter after a
 * failure, a slow poll otherwise). A Web Lock per replica makes one tab at a
 * time do it; the others' triggers wait for the lock and then find little to do.
 */
export class SyncEngine {
  readonly db: ReplicaDatabase;
  private readonly transport: SyncTransport;
  private readonly locks: LockManagerLike;
  private readonly backoff: { baseMs: number; maxMs: number };
  private readonly pollMs: number;
  private readonly followUpMs: number;
  private readonly random: () => number;
  private readonly isOnline: () => boolean;
  private readonly isVisible: () => boolean;
  private state: EngineState = { syncing: false, lastError: null, storageFull: false, versionChanged: false, nextAttemptAt: null };
  private readonly listeners = new Set<() => void>();
  private readonly deliveryListeners = new Set<(names: readonly SyncMutationName[]) => void>();
  private running: Promise<void> | null = null;
  private rerun = false;
  private started = false;
  private failures = 0;
  private followUpDue = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private detach: (() => void) | null = null;

  constructor(private readonly options: EngineOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.locks = options.locks ?? browserLocks();
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.followUpMs = options.followUpMs ?? DEFAULT_FOLLOW_UP_MS;
    this.random = options.random ?? Math.random;
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
    this.isVisible = options.isVisible ?? (() => document.visibilityState !== 'hidden');
  }

  getState = (): EngineState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after each push with the names of the queued intents the server carried out (`ok`), in queue order. */
  onDelivered = (listener: (names: readonly SyncMutationName[]) => void): (() => void) => {
    this.deliveryListeners.add(listener);
    return () => this.deliveryListeners.delete(listener);
  };

  /**
   * A live read of the replica: `query` runs now and again whenever a table it read changes, in this tab or another.
   * Here rather than in the screens' hooks so that Dexie loads with the engine, after the page (hooks.ts imports no Dexie).
   */
  observe<T>(query: (db: ReplicaDatabase) => Promise<T> | T, observer: { next(value: T): void; error(error: unknown): void }): () => void {
    const subscription = liveQuery(() => query(this.db)).subscribe(observer);
    return () => subscription.unsubscribe();
  }

  private setState(patch: Partial<EngineState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const onOnline = () => void this.sync('online');
    const onVisibility = () => {
      if (this.isVisible()) void this.sync('visible');
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    // Another tab upgrades the replica's schema, or deletes it on sign-out: close ours so it can, and ask for a reload.
    // Closing for good (no auto-open) keeps a late query from recreating a deleted replica.
    const onVersionChange = (event: IDBVersionChangeEvent) => {
      this.db.close();
      this.clearTimer();
      this.setState({ versionChanged: true, replicaDeleted: !event.newVersion, syncing: false, nextAttemptAt: null });
      return false;
    };
    this.db.on('versionchange', onVersionChange);
    this.detach = () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
      this.db.on('versionchange').unsubscribe(onVersionChange);
    };
    void this.sync('start');
  }

  stop(): void {
    this.started = false;
    this.clearTimer();
    this.detach?.();
    this.detach = null;
  }

  /** Stops and closes the replica for good, so it can be deleted (sign-out); a run in progress fails harmlessly. */
  release(): void {
    this.stop();
    this.db.close();
  }

  /** Queues an intent and starts pushing it; a full disk is reported, then rethrown to the caller. */
  async enqueue<N extends SyncMutationName>(name: N, args: SyncMutationArgs<N>): Promise<OutboxEntry<N>> {
    try {
      const entry = await enqueue(this.db, name, args);
      if (this.state.storageFull) this.setState({ storageFull: false });
      void this.sync('enqueue');
      return entry;
    } catch (error) {
      if (isQuotaError(error)) this.setState({ storageFull: true });
      throw error;
    }
  }

  /** Runs a push then a pull under the lock; concurrent triggers coalesce into one more run. */
  sync(trigger: SyncTrigger = 'manual'): Promise<void> {
    if (this.state.versionChanged) return Promise.resolve();
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        let current = trigger;
        do {
          this.rerun = false;
          await this.runOnce(current);
          current = 'manual';
        } while (this.rerun && !this.state.versionChanged);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async runOnce(trigger: SyncTrigger): Promise<void> {
    if (!this.isOnline()) {
      // The `online` event brings us back; no timer burns the battery meanwhile.
      this.clearTimer();
      this.setState({ nextAttemptAt: null });
      return;
    }
    this.clearTimer();
    this.setState({ syncing: true });
    try {
      const outcome = await this.locks.request(`${SYNC_LOCK}:${this.db.name}`, () => this.pushThenPull());
      if (outcome === 'unauthorized') {
        // Keep the queue; only a new trigger (sign-in, online, visible) tries again, never a loop.
        await updateMeta(this.db, { sessionExpired: true });
        this.setState({ syncing: false, lastError: { status: 401, code: 'UNAUTHENTICATED' }, nextAttemptAt: null });
        return;
      }
      if ('status' in outcome) {
        this.setState({ syncing: false, lastError: outcome.status === 0 ? null : outcome });
        this.scheduleRetry();
        return;
      }
      this.failures = 0;
      this.setState({ syncing: false, lastError: null, storageFull: false });
      // After intents were acknowledged, one more pull soon: their changes may still be behind the server's watermark.
      if (outcome.acknowledged > 0) this.followUpDue = true;
      else if (trigger === 'timer') this.followUpDue = false;
      this.schedule(this.followUpDue ? this.followUpMs : this.pollMs);
    } catch (error) {
      if (this.state.versionChanged) return;
      const storageFull = isQuotaError(error);
      this.setState({ syncing: false, storageFull: storageFull || this.state.storageFull, lastError: storageFull ? null : { status: 0, code: 'UNEXPECTED' } });
      this.scheduleRetry();
    }
  }

  private async pushThenPull(): Promise<{ acknowledged: number } | 'unauthorized' | { status: number; code: string }> {
    const pushed = await push(this.db, this.transport);
    if (pushed.kind === 'unauthorized') return 'unauthorized';
    if (pushed.kind === 'retry') return pushed;
    if (pushed.delivered.length > 0) for (const listener of this.deliveryListeners) listener(pushed.delivered);
    const pulled = await pull(this.db, this.transport, this.options.pull);
    if (pulled.kind === 'unauthorized') return 'unauthorized';
    if (pulled.kind === 'retry') return pulled;
    return { acknowledged: pushed.acknowledged };
  }

  private scheduleRetry() {
    const ceiling = Math.min(this.backoff.maxMs, this.backoff.baseMs * 2 ** this.failures);
    this.failures++;
    // Half fixed, half random: tabs and devices that failed together do not come back together.
    this.schedule(ceiling / 2 + this.random() * (ceiling / 2));
  }

  private schedule(delayMs: number) {
    this.clearTimer();
    if (!this.started) return;
    this.setState({ nextAttemptAt: Date.now() + delayMs });
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.isVisible()) void this.sync('timer');
      else this.schedule(delayMs);
    }, delayMs);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
