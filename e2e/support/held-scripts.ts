import type { Page } from '@playwright/test';

/**
 * Holds back every script the page asks for from now on until `release` is called: what a
 * part that waits for the shopper's reach does before its code has come
 * (components/ui/live-on-intent.tsx). `asked` says whether one was asked for;
 * `holdNoMore` lets the scripts asked for after it through, the ones asked for before it
 * still held.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  let asked = false;
  let holding = true;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (!holding) return route.continue();
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked, holdNoMore: () => (holding = false) };
}
