import type { Browser, BrowserContext } from '@playwright/test';
import { test } from './test.ts';

/**
 * Another browser with the same device settings as the test's own (a phone in the phone project):
 * a second person in the same journey, such as a member beside an owner.
 */
export async function anotherBrowser(browser: Browser): Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  return browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    ...(viewport ? { viewport } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
  });
}
