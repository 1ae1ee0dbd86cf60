import fs from 'node:fs';

/**
 * How the end-to-end tests and Lighthouse start Chromium: the system's browser when there
 * is one (downloads do not work everywhere), without the sandbox (containers run as root),
 * the GPU or the background traffic that would disturb timings.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const firstPresent = (files: string[]) => files.find((file) => fs.existsSync(file));

/**
 * The full browser: CHROMIUM_PATH, else the system Chromium, else undefined (the tool's
 * own). For what only the full browser does: Lighthouse, the back/forward cache.
 */
export function chromiumPath(): string | undefined {
  return (
    process.env.CHROMIUM_PATH ?? firstPresent(['/usr/bin/chromium', '/usr/bin/chromium-browser'])
  );
}

/**
 * The browser the end-to-end tests drive: Chromium's headless shell where it is installed
 * (Debian's `chromium-headless-shell`), as Playwright's own headless runs use; it renders
 * with the same engine and spends about a third less CPU than the full browser in its
 * headless mode (docs/architecture.md, "Tests"). Else the full browser.
 */
export function testChromiumPath(): string | undefined {
  return (
    process.env.CHROMIUM_PATH ??
    firstPresent(['/usr/bin/chromium-headless-shell']) ??
    chromiumPath()
  );
}
