/** Spec §9 interface constants. */
export const LOGO_SIZES = { xs: 20, sm: 42, md: 64, lg: 100, xl: 170 } as const;
export type LogoSize = keyof typeof LOGO_SIZES;
/** How many items a list shows before '+N' (remaining-display default). */
export const REMAINING_DISPLAY_DEFAULT = 3;
export const TEXTAREA_MIN_HEIGHT_PX = 80;
/** A tag is marked for deletion for 1 s before it goes (backspace twice). */
export const TAG_DELETE_MARK_MS = 1000;

/** Splits a list into what is shown and how many remain ('+N'). */
export function remainingDisplay<T>(items: readonly T[], shown = REMAINING_DISPLAY_DEFAULT): { visible: T[]; remaining: number } {
  return { visible: items.slice(0, shown), remaining: Math.max(0, items.length - shown) };
}
