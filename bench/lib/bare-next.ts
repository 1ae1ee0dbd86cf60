import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runningServer, type RunningServer } from './server';

const nextBin = require.resolve('next/dist/bin/next');
const quiet = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/**
 * The calibration page: Next.js App Router and React as this project installs them, with
 * nothing of the store (no client component, no CSS, no image, no font). What Lighthouse
 * gives it on this machine is the floor under every page of the store.
 */
const files: Record<string, string> = {
  'package.json': '{ "private": true }\n',
  // Its own (empty) config: without one, Next finds the store's next.config.mjs up the tree
  // and builds the store's proxy.ts into the calibration page.
  'next.config.mjs': 'export default {};\n',
  // Without an icon the browser asks for /favicon.ico, and its 404 is an error in the console.
  'app/icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n',
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta name="description" content="An empty Next.js page, to calibrate Lighthouse." />
      </head>
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export const metadata = { title: 'Calibration' };

export default function Page() {
  return (
    <main>
      <h1>An empty Next.js page</h1>
      <p>No client component, no CSS, no image: the framework alone.</p>
    </main>
  );
}
`,
};

/** Writes and builds the calibration app in `dir` (under bench/tmp, so it resolves our node_modules). */
export function ensureBareNextApp(dir: string): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
      fs.writeFileSync(file, text);
      fs.rmSync(path.join(dir, '.next'), { recursive: true, force: true });
    }
  }
  if (fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) return;
  const build = spawnSync(process.execPath, [nextBin, 'build', dir], {
    stdio: 'inherit',
    env: quiet,
  });
  if (build.status !== 0) throw new Error('next build of the calibration page failed');
}

/** `next start` of the calibration app on loopback, once it answers. */
export async function startBareNext(dir: string, port: number): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [nextBin, 'start', dir, '-p', String(port), '-H', '127.0.0.1'],
    {
      env: quiet,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  return runningServer(child, url, url, 30);
}
