/**
 * Spec §9: new-feature notices, declared in code, remembered on the device once dismissed, with an expiry and an
 * optional feature flag. The rule is `visibleNotices`; `NOTICES` lists the notices; the device's memory is localStorage.
 */
import type { ContextType } from '../../shared/contexts';

export interface FeatureNotice {
  /** Stable: a dismissed id stays dismissed on this device. */
  id: string;
  /** The spaces whose home shows it. */
  spaces: readonly ContextType[];
  /** Last day it shows (YYYY-MM-DD, the device's date); from the next day it never shows. */
  expiresOn: string;
  /** Shown only when this flag is on (`VITE_FEATURE_FLAGS`, comma separated). */
  flag?: string;
  /** Keys in the `homes` namespace: `notices.<id>.title` and `notices.<id>.body`. */
}

export const NOTICES: readonly FeatureNotice[] = [
  { id: 'employee-home-2026', spaces: ['employee'], expiresOn: '2027-03-31' },
  { id: 'company-overview-2026', spaces: ['company'], expiresOn: '2027-03-31' },
];

/** The notices to show now: of this space, not expired, their flag on, not dismissed here. */
export function visibleNotices(
  notices: readonly FeatureNotice[],
  input: { space: ContextType; today: string; dismissed: ReadonlySet<string>; flags: ReadonlySet<string> },
): FeatureNotice[] {
  return notices.filter(
    (notice) =>
      notice.spaces.includes(input.space) &&
      input.today <= notice.expiresOn &&
      (notice.flag === undefined || input.flags.has(notice.flag)) &&
      !input.dismissed.has(notice.id),
  );
}

const DISMISSED_KEY = 'solidaire.notices.dismissed';

/** The ids dismissed on this device (nothing when storage is unreadable: the notice shows again, harmless). */
export function dismissedNotices(storage: Pick<Storage, 'getItem'> = localStorage): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DISMISSED_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function dismissNotice(id: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage) {
  const ids = dismissedNotices(storage);
  ids.add(id);
  try {
    storage.setItem(DISMISSED_KEY, JSON.stringify([...ids]));
  } catch {
    // Private mode or a full quota: the notice is hidden for this visit only.
  }
}

/** The flags this build turned on. */
export function featureFlags(raw: string | undefined = import.meta.env.VITE_FEATURE_FLAGS as string | undefined): Set<string> {
  return new Set((raw ?? '').split(',').map((flag) => flag.trim()).filter(Boolean));
}

/** Today on this device, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
