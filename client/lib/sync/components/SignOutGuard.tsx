import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncBeforeSignOutOptions } from '../sign-out';

// Dexie and the sync engine stay out of the shell (the header and public pages render this form): loaded on first use.
const loadSignOut = () => import('../sign-out');

type Phase = 'idle' | 'checking' | 'confirm' | 'syncing' | 'leaving';
type Notice = { kind: 'synced' } | { kind: 'still_pending'; count: number } | null;

export interface SignOutGuardOptions extends SyncBeforeSignOutOptions {
  /** Runs just before the form posts (e.g. forgetting the cached session). */
  beforeSubmit?: () => void;
}

export interface SignOutGuard {
  /** The form's onSubmit: checks the replicas, then posts the form itself. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** True while checking, syncing or leaving: the submit button waits. */
  busy: boolean;
  /** The confirmation dialog and the sync notice, rendered beside the form. */
  ui: ReactNode;
}

/**
 * Guards a sign-out form (a classic POST): the user's offline replicas are
 * deleted before it posts. Intents not yet sent are never dropped silently: a
 * dialog offers to sync first or to sign out anyway. `userId` undefined (no
 * session known): the form posts untouched.
 */
export function useSignOutGuard(userId: string | undefined, options: SignOutGuardOptions = {}): SignOutGuard {
  // No suspense: the header must not wait for the namespace, loaded long before a text of it shows.
  const { t } = useTranslation('sync', { useSuspense: false });
  const [phase, setPhase] = useState<Phase>('idle');
  const [pending, setPending] = useState(0);
  const [offline, setOffline] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const form = useRef<HTMLFormElement | null>(null);
  const names = useRef<string[]>([]);
  const withUnsent = useRef<string[]>([]);
  const latest = useRef(options);
  latest.current = options;

  // Back from the next page through the back/forward cache: the form is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function leave() {
    setPhase('leaving');
    try {
      if (names.current.length > 0) await (await loadSignOut()).deleteReplicas(names.current);
    } catch (error) {
      console.warn('Sign-out: deleting the offline data failed; signing out anyway.', error);
    }
    latest.current.beforeSubmit?.();
    form.current?.submit();
  }

  async function check() {
    names.current = [];
    if (!userId) return leave();
    try {
      const { countUnsent, listUserReplicas } = await loadSignOut();
      names.current = await listUserReplicas(userId);
      const unsent = await countUnsent(names.current);
      withUnsent.current = [...unsent.byReplica.keys()];
      if (unsent.total > 0) {
        setPending(unsent.total);
        setOffline(false);
        setPhase('confirm');
        return;
      }
    } catch (error) {
      console.warn('Sign-out: reading the offline data failed; signing out anyway.', error);
    }
    await leave();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    form.current = event.currentTarget;
    setNotice(null);
    setPhase('checking');
    void check();
  }

  async function syncFirst() {
    const isOnline = latest.current.isOnline ?? (() => navigator.onLine);
    if (!isOnline()) {
      setOffline(true);
      return;
    }
    setPhase('syncing');
    try {
      const { countUnsent, syncBeforeSignOut } = await loadSignOut();
      await syncBeforeSignOut(withUnsent.current, latest.current);
      const left = (await countUnsent(names.current)).total;
      setNotice(left > 0 ? { kind: 'still_pending', count: left } : { kind: 'synced' });
    } catch (error) {
      console.warn('Sign-out: syncing the offline data failed.', error);
      setNotice({ kind: 'still_pending', count: pending });
    } finally {
      setPhase('idle');
    }
  }

  const ui = (
    <>
      {phase === 'syncing' && (
        <p className="sign-out__notice" role="status">
          {t('sign_out.syncing')}
        </p>
      )}
      {phase === 'idle' && notice && (
        <p className={notice.kind === 'synced' ? 'sign-out__notice' : 'sign-out__notice form__error'} role={notice.kind === 'synced' ? 'status' : 'alert'}>
          {notice.kind === 'synced' ? t('sign_out.synced') : t('sign_out.still_pending', { count: notice.count })}
        </p>
      )}
      {phase === 'confirm' && (
        <SignOutDialog
          count={pending}
          offline={offline}
          onSyncFirst={() => void syncFirst()}
          onSignOutAnyway={() => void leave()}
          onClose={() => setPhase('idle')}
        />
      )}
    </>
  );
  return { onSubmit, busy: phase !== 'idle' && phase !== 'confirm', ui };
}

/** Unsent changes would be lost: sync first (the safe choice, focused) or sign out anyway. Escape keeps the user signed in. */
export function SignOutDialog(props: { count: number; offline: boolean; onSyncFirst(): void; onSignOutAnyway(): void; onClose(): void }) {
  const { t } = useTranslation('sync', { useSuspense: false });
  const safe = useRef<HTMLButtonElement>(null);
  useEffect(() => safe.current?.focus(), []);
  return (
    <div
      className="modal-backdrop"
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onClose();
      }}
    >
      <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="sign-out-unsent" aria-describedby={props.offline ? 'sign-out-offline' : undefined}>
        <p id="sign-out-unsent">{t('sign_out.unsent', { count: props.count })}</p>
        {props.offline && (
          <p id="sign-out-offline" className="form__error" role="alert">
            {t('sign_out.offline')}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" ref={safe} className="button button--primary" onClick={props.onSyncFirst}>
            {t('sign_out.sync_first')}
          </button>
          <button type="button" className="button button--danger" onClick={props.onSignOutAnyway}>
            {t('sign_out.sign_out_anyway')}
          </button>
        </div>
      </div>
    </div>
  );
}
