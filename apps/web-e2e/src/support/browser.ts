import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export const DESKTOP = { width: 1366, height: 850 } as const;
export const PHONE = { width: 390, height: 844 } as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const SCREENSHOT_DIR = join(__dirname, '../../screenshots');

export function baseUrl(): string {
  const url = process.env['E2E_BASE_URL'];
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run');
  return url;
}

/** Whether the platform's API is behind the app (false while developing against `vite preview`). */
export function hasApi(): boolean {
  return process.env['E2E_HAS_API'] !== 'false';
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** console.error messages and uncaught exceptions seen so far. */
  consoleErrors: string[];
}

let lastOpened: OpenedPage | undefined;

/**
 * A fresh browser context (empty storage) at a viewport. The browser runs in a US time zone on
 * purpose: anything that must be India Standard Time has to be computed as IST by the app. `device`
 * makes it another browser: one that prefers Hindi (`locale: 'hi-IN'`), or a phone's (`isMobile`, `hasTouch`).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  device: Pick<BrowserContextOptions, 'locale' | 'isMobile' | 'hasTouch'> = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'en-IN',
    timezoneId: 'America/Los_Angeles',
    reducedMotion: 'reduce',
    ...device,
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  lastOpened = { context, page, consoleErrors };
  return lastOpened;
}

/** Saves a screenshot of the page opened last, named after the running test, and closes it. */
export async function finishTest(): Promise<void> {
  const opened = lastOpened;
  lastOpened = undefined;
  if (!opened) return;
  const name = (expect.getState().currentTestName ?? 'unnamed')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')
    .toLowerCase()
    .slice(0, 120);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  try {
    await opened.page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
  } finally {
    await opened.context.close();
  }
}

/**
 * Waits until the page's one top-level heading reads `name`. Pages arrive in lazy chunks, so right after
 * a navigation the old page's heading (or, for a moment, none) may be on screen: the check waits until
 * the page shows exactly one h1, and fails (times out) if it never does.
 */
export async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  // Polled, not a snapshot: a snapshot taken mid-swap could count the Suspense fallback's zero.
  await page.waitForFunction(() => document.querySelectorAll('h1').length === 1);
}

/** The value, or a failure naming what was missing. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

/**
 * Today's IST date 'YYYY-MM-DD' (the domain library's todayIst; the journeys import no runtime code of the
 * libraries, which Jest here does not resolve).
 */
export const todayIst = (): string => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
