import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// What a production build is made from: a change to any of these makes the build stale.
const inputs = [
  'app',
  'components',
  'lib',
  'stores',
  'public',
  'package.json',
  'package-lock.json',
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
];
const stampFile = path.join('.next', 'store-build-stamp');

function walk(entry: string, hash: ReturnType<typeof createHash>): void {
  const info = fs.statSync(entry, { throwIfNoEntry: false });
  if (!info) return;
  if (info.isDirectory()) {
    for (const child of fs.readdirSync(entry).sort()) walk(path.join(entry, child), hash);
    return;
  }
  hash.update(`${entry}\0${info.size}\0`);
  hash.update(fs.readFileSync(entry));
}

/** A fingerprint of the sources and of the settings baked into prerendered pages. */
export function sourceStamp(settings: string[] = []): string {
  const hash = createHash('sha256');
  hash.update(settings.join('\0'));
  for (const entry of inputs) walk(entry, hash);
  return hash.digest('hex');
}

export function buildIsFresh(stamp: string): boolean {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) return false;
  return fs.readFileSync(stampFile, { encoding: 'utf8', flag: 'a+' }) === stamp;
}

export function recordBuild(stamp: string): void {
  fs.writeFileSync(stampFile, stamp);
}
