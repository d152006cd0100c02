// How a spec uses it: `import { expect, test } from './fixtures';` instead of '@playwright/test' (types still come from
// '@playwright/test'). Every screen the test visits, on every page of every context, is then checked by axe-core.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, type Locator, type Page, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The accessibility check of the e2e suite.
 *
 * A "screen" is what a user sees at one place: the language, phone or desktop width, the URL path with its ids (and
 * `{id}-{slug}` segments) replaced by `:id`, and whether a dialog is open. The path is read when the check runs, so
 * client-side route changes (pushState) count as well as full navigations. The check runs on a page's current screen
 * at moments the test itself decides, so it never races a navigation: just before each user action (a locator
 * action, a key or mouse press, `goto`/`reload`/`goBack`, closing the page or its context), once the action's target
 * is on screen and no loading state shows, and at the end of the test. An action on a screen already checked costs
 * one round trip. Each screen is checked once per worker (the suite runs on one worker): one axe run per distinct
 * screen. A serious or critical violation of WCAG 2.0/2.1 A and AA fails the test that first showed the screen,
 * listing rule, impact, target selectors and URL. The test's timeout grows by the time each check takes.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Nodes excluded from the check, each with why (third-party widgets we cannot change). None today. */
const EXCLUDED_SELECTORS: string[] = [];
const SETTLE_TIMEOUT = 10_000;
/**
 * axe-core's source, given to each context once as an init script (and to a document already open at the first check):
 * handing it to every check, as AxeBuilder does, put 500 KB in the trace per screen and made writing the trace fail.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const contextsWithAxe = new WeakSet<BrowserContext>();

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Runs axe on the page's document (loading it there first if the document predates the init script). */
async function runAxe(page: Page): Promise<{ url: string; violations: AxeViolation[] }> {
  const context = page.context();
  if (!contextsWithAxe.has(context)) {
    contextsWithAxe.add(context);
    await context.addInitScript({ content: AXE_SOURCE });
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
      const results = await axe.run(exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        // label-content-name-mismatch (WCAG 2.5.3) is "experimental" in axe, so off unless named.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
      return { url: location.href, violations: results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) })) };
    },
    { tags: TAGS, exclude: EXCLUDED_SELECTORS },
  );
}

interface Violation {
  screen: string;
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface TestRun {
  pages: Set<Page>;
  violations: Violation[];
  checkedScreens: number;
}

const checkedScreens = new Set<string>();
let checkMs = 0;
let analyzeMs = 0;
let run: TestRun | null = null;
const checking = new WeakSet<Page>();

function screenKey(state: { path: string; lang: string; width: number; dialog: boolean }): string {
  const path = state.path
    .split('/')
    .map((segment) => (/^\d+(-|$)/.test(segment) || /^[0-9a-f-]{16,}$/i.test(segment) ? ':id' : segment))
    .join('/');
  return `${state.lang || '?'} ${state.width <= 600 ? 'phone' : 'desktop'} ${path}${state.dialog ? ' [dialog]' : ''}`;
}

function isGoneError(error: unknown): boolean {
  return /Target page, context or browser has been closed|Execution context was destroyed|navigat|Frame was detached/i.test(
    String(error),
  );
}

/** What the page shows (run in the page, so self-contained); with `settledOnly`, null while a loading state shows. */
function readScreen({ settledOnly }: { settledOnly: boolean }) {
  const busy = [...document.querySelectorAll('.spinner, [aria-busy="true"]')].some((element) => element.getClientRects().length > 0);
  if (busy && settledOnly) return null;
  return {
    path: location.pathname,
    lang: document.documentElement.lang,
    width: window.innerWidth,
    dialog: Boolean(document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]')),
    busy,
  };
}

async function checkScreen(page: Page | undefined, target?: { locator: Locator; state: 'visible' | 'attached' }): Promise<void> {
  if (!run || !page || page.isClosed()) return;
  run.pages.add(page);
  if (checking.has(page) || !page.url().startsWith('http')) return;
  checking.add(page);
  const started = performance.now();
  try {
    // Most actions happen on a screen already checked: one round trip says so.
    const now = await page.evaluate(readScreen, { settledOnly: false }).catch(() => null);
    if (now && !now.busy && checkedScreens.has(screenKey(now))) return;
    // The test is about to act on `target`: the screen it acts on is the one it waited for.
    if (target && !(await target.locator.waitFor({ state: target.state, timeout: SETTLE_TIMEOUT }).then(() => true, () => false))) return;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await page.waitForLoadState('load');
        const settled = await page
          .waitForFunction(readScreen, { settledOnly: true }, { timeout: SETTLE_TIMEOUT })
          .then((handle) => handle.jsonValue())
          .catch((error: unknown) => {
            if (isGoneError(error)) throw error;
            return null; // still loading after the timeout: check what shows
          });
        const state = settled ?? (await page.evaluate(readScreen, { settledOnly: false }));
        const key = screenKey(state!);
        if (checkedScreens.has(key)) return;
        const t0 = performance.now();
        const results = await runAxe(page);
        analyzeMs += performance.now() - t0;
        if (process.env.AXE_DEBUG) console.log(`axe ${key}: settle ${(t0 - started).toFixed(0)} ms, analyze ${(performance.now() - t0).toFixed(0)} ms`);
        checkedScreens.add(key);
        run.checkedScreens++;
        // The check's own time is not the test's: its timeout grows by what this check took.
        const info = base.info();
        if (info.timeout > 0) info.setTimeout(info.timeout + (performance.now() - started));
        for (const violation of results.violations) {
          if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
          run.violations.push({
            screen: key,
            url: results.url,
            rule: violation.id,
            impact: violation.impact ?? '',
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          });
        }
        return;
      } catch (error) {
        // A full navigation started by the app (a redirect) replaced the document mid-check: check the new one.
        if (page.isClosed()) return;
        if (!isGoneError(error) || attempt === 1) throw error;
      }
    }
  } finally {
    checking.delete(page);
    checkMs += performance.now() - started;
  }
}

type Method = (...args: unknown[]) => Promise<unknown>;

function patch<T extends object>(proto: T, names: string[], before: (self: T, name: string, args: unknown[]) => Promise<void>) {
  for (const name of names) {
    const original = (proto as Record<string, Method>)[name];
    if (typeof original !== 'function') throw new Error(`fixtures: no method ${name} to watch`);
    (proto as Record<string, Method>)[name] = async function (this: T, ...args: unknown[]) {
      await before(this, name, args);
      return original.apply(this, args);
    };
  }
}

let patched = false;
function watchActions(page: Page) {
  if (patched) return;
  patched = true;
  const locatorProto = Object.getPrototypeOf(page.locator('html')) as Locator;
  patch(
    locatorProto,
    ['check', 'uncheck', 'setChecked', 'click', 'dblclick', 'tap', 'fill', 'clear', 'press', 'pressSequentially', 'type', 'selectOption', 'setInputFiles', 'hover', 'dragTo', 'focus', 'selectText'],
    (locator, name) => checkScreen(locator.page(), { locator, state: name === 'setInputFiles' ? 'attached' : 'visible' }),
  );
  const pageProto = Object.getPrototypeOf(page) as Page;
  patch(pageProto, ['goto', 'reload', 'goBack', 'goForward', 'close', 'setViewportSize'], (self) => checkScreen(self));
  // Keyboard and Mouse know their page only as `_page` (Playwright 1.65); without it their presses go unchecked.
  const ownerPage = (input: object) => (input as { _page?: Page })._page;
  patch(Object.getPrototypeOf(page.keyboard) as object, ['down', 'insertText', 'type', 'press'], (self) => checkScreen(ownerPage(self)));
  patch(Object.getPrototypeOf(page.mouse) as object, ['down', 'click', 'dblclick', 'wheel'], (self) => checkScreen(ownerPage(self)));
  patch(Object.getPrototypeOf(page.context()) as BrowserContext, ['close'], async (context) => {
    for (const open of context.pages()) await checkScreen(open);
  });
}

export const test = base.extend<{ accessibility: void }, { accessibilityCost: void }>({
  // Prints what the check cost the worker (the time spent waiting for screens to settle included).
  accessibilityCost: [
    async ({}, use) => {
      await use();
      console.log(
        `axe-core: ${checkedScreens.size} screens checked; ${(analyzeMs / 1000).toFixed(1)} s analysing, ${(checkMs / 1000).toFixed(1)} s in the check with the waits for screens to settle`,
      );
    },
    { scope: 'worker', auto: true },
  ],
  accessibility: [
    async ({ page }, use, testInfo) => {
      watchActions(page);
      const current: TestRun = { pages: new Set([page]), violations: [], checkedScreens: 0 };
      run = current;
      try {
        await use();
        if (testInfo.status === testInfo.expectedStatus) {
          for (const open of current.pages) await checkScreen(open);
          for (const open of page.context().pages()) await checkScreen(open);
        }
      } finally {
        run = null;
      }
      testInfo.annotations.push({ type: 'axe screens checked', description: String(current.checkedScreens) });
      if (current.violations.length > 0) {
        const lines = current.violations.map(
          (v) => `- ${v.impact} ${v.rule} (${v.help}) on ${v.screen} <${v.url}>\n    ${v.targets.join('\n    ')}`,
        );
        throw new Error(`Accessibility violations (axe-core, serious or critical):\n${lines.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
