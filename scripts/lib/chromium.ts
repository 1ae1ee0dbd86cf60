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

/** CHROMIUM_PATH, else the system Chromium, else undefined (the tool's own browser). */
export function chromiumPath(): string | undefined {
  return (
    process.env.CHROMIUM_PATH ??
    ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => fs.existsSync(file))
  );
}
