import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// What a production build is made from: every file of the project (tracked, or new and not
// ignored), so that a new source file anywhere (proxy.ts, instrumentation.ts, a new folder)
// makes the build stale without anyone having to list it here. Left out are only the
// folders and files that `next build` never reads.
const notBuildInputs = [
  'tests/',
  'e2e/',
  'bench/',
  'docs/',
  '.ci/',
  'playwright.config.ts',
  'jest.config.mjs',
  'eslint.config.mjs',
  'drizzle.config.ts',
  '.prettierrc.json',
  '.prettierignore',
];
// Without git (a copy of the sources), the walk leaves out what .gitignore does: these
// top-level folders and files, and node_modules and *.tsbuildinfo anywhere.
const generated = new Set([
  '.git',
  '.next',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
  'next-env.d.ts',
]);
const stampFile = path.join('.next', 'store-build-stamp');

/** Top-level Markdown is documentation; Markdown inside a source folder may be content. */
function isBuildInput(file: string): boolean {
  if (!file.includes('/') && file.endsWith('.md')) return false;
  return !notBuildInputs.some((entry) =>
    entry.endsWith('/') ? file.startsWith(entry) : file === entry,
  );
}

function listedByGit(root: string): string[] | null {
  const listing = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listing.status !== 0 || listing.error) return null;
  // Only a checkout whose top is `root`: a copy inside another repository walks by hand.
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8' });
  if (top.status !== 0 || fs.realpathSync(top.stdout.trim()) !== fs.realpathSync(root)) {
    return null;
  }
  return listing.stdout.split('\0').filter(Boolean);
}

function walked(root: string, directory = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, directory), { withFileTypes: true })) {
    const file = directory ? `${directory}/${entry.name}` : entry.name;
    if (entry.name === 'node_modules' || entry.name.endsWith('.tsbuildinfo')) continue;
    if (!directory && generated.has(entry.name)) continue;
    if (entry.isDirectory()) files.push(...walked(root, file));
    else files.push(file);
  }
  return files;
}

/**
 * The files a build is made from, relative to `root` and sorted. The `.env` files Next
 * loads at build time count too, although git ignores them.
 */
export function buildInputs(root = process.cwd()): string[] {
  const files = new Set((listedByGit(root) ?? walked(root)).filter(isBuildInput));
  for (const entry of fs.readdirSync(root)) {
    if (/^\.env(\..+)?$/.test(entry)) files.add(entry);
  }
  return [...files].sort();
}

/** A fingerprint of the sources and of the settings baked into prerendered pages. */
export function sourceStamp(settings: string[] = [], root = process.cwd()): string {
  const hash = createHash('sha256');
  hash.update(settings.join('\0'));
  for (const file of buildInputs(root)) {
    const info = fs.statSync(path.join(root, file), { throwIfNoEntry: false });
    // Deleted but still tracked: its absence is what changes the stamp.
    if (!info?.isFile()) continue;
    hash.update(`\0${file}\0${info.size}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

export function buildIsFresh(stamp: string): boolean {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) return false;
  return fs.readFileSync(stampFile, { encoding: 'utf8', flag: 'a+' }) === stamp;
}

export function recordBuild(stamp: string): void {
  fs.writeFileSync(stampFile, stamp);
}
