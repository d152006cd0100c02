/** The Chromium the benches drive: Debian's (/usr/bin/chromium, or CHROMIUM_PATH) with the e2e tests' flags. */
export { CHROMIUM_ARGS } from '../playwright.config';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The median of a non-empty list of figures. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
