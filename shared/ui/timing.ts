/** Spec §8/§9: flash alerts close after 5 seconds unless marked important. */
export const FLASH_AUTO_CLOSE_MS = 5000;
/** Spec §9: toasts stay at least 5000 ms, longer for long texts at 300 words per minute. */
export const TOAST_MIN_DURATION_MS = 5000;
export const TOAST_READING_WORDS_PER_MINUTE = 300;

export function toastDuration(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(TOAST_MIN_DURATION_MS, Math.round((words / TOAST_READING_WORDS_PER_MINUTE) * 60_000));
}
