/**
 * The PWA install offer on phones (issue 12): Chromium's `beforeinstallprompt` is kept when it fires, and the offer
 * shows only to someone who already uses the app (a second visit, or an application sent), never once installed,
 * never again once dismissed on this device.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallFacts {
  /** The browser offered an install (`beforeinstallprompt` was kept). */
  available: boolean;
  /** Already running as the installed app (display-mode standalone). */
  standalone: boolean;
  /** Dismissed on this device before. */
  dismissed: boolean;
  /** A phone-sized screen. */
  phone: boolean;
  /** Visits counted on this device (one per browser session). */
  visits: number;
  /** The person already did something real here (e.g. sent an application). */
  used: boolean;
}

/** Whether to offer « Installer l'application » now. */
export function shouldOfferInstall(facts: InstallFacts): boolean {
  return facts.available && !facts.standalone && !facts.dismissed && facts.phone && (facts.visits >= 2 || facts.used);
}

const DISMISSED_KEY = 'solidaire.install.dismissed';
const VISITS_KEY = 'solidaire.install.visits';
const SESSION_KEY = 'solidaire.install.visit-counted';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
function write(storage: Storage, key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the offer may come back, harmless.
  }
}

/** Counts this visit once per browser session. */
export function recordVisit() {
  if (read(sessionStorage, SESSION_KEY)) return;
  write(sessionStorage, SESSION_KEY, '1');
  write(localStorage, VISITS_KEY, String(Number(read(localStorage, VISITS_KEY) ?? 0) + 1));
}

/** Keeps the browser's install offer for later (called once at start: the event fires early, once per page load). */
let listening = false;
export function listenForInstallPrompt() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  recordVisit();
  window.addEventListener('beforeinstallprompt', (event) => {
    // Chromium shows its own mini-infobar unless the page keeps the event to offer it itself.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

function snapshot(): string {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
  const phone = window.matchMedia?.('(max-width: 720px)').matches === true;
  return JSON.stringify({ available: deferred !== null, standalone, phone, dismissed: read(localStorage, DISMISSED_KEY) === '1', visits: Number(read(localStorage, VISITS_KEY) ?? 0) });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('resize', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('resize', listener);
  };
}

/** The install offer as React state: whether to show it, and its two answers. */
export function useInstallPrompt(used: boolean) {
  const facts = JSON.parse(useSyncExternalStore(subscribe, snapshot)) as Omit<InstallFacts, 'used'>;
  return {
    offered: shouldOfferInstall({ ...facts, used }),
    async install() {
      const event = deferred;
      if (!event) return;
      deferred = null;
      await event.prompt();
      // Whatever the answer, the browser's own offer is spent; a refusal is remembered like « Plus tard ».
      if ((await event.userChoice).outcome === 'dismissed') write(localStorage, DISMISSED_KEY, '1');
      notify();
    },
    dismiss() {
      write(localStorage, DISMISSED_KEY, '1');
      notify();
    },
  };
}

/** For tests: forget the kept event. */
export function resetInstallPromptForTests() {
  deferred = null;
  notify();
}
