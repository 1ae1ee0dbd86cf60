import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputs, sourceStamp } from '@/scripts/lib/build-stamp';

// A small project laid out like this one, in a directory of its own: the test changes
// files in it and checks whether `npm start` would see a stale build.
const project: Record<string, string> = {
  'package.json': '{"name":"store"}',
  'package-lock.json': '{}',
  'next.config.mjs': 'export default {};',
  'tsconfig.json': '{}',
  'postcss.config.mjs': 'export default {};',
  'proxy.ts': 'export function proxy() {}',
  'app/page.tsx': 'export default function Page() {}',
  'lib/catalogue/products/read.ts': 'export const read = 1;',
  'components/button.tsx': 'export const Button = 1;',
  'public/images/logo.svg': '<svg/>',
  'README.md': '# Store',
  'tests/catalog/read.test.ts': 'test("read", () => {});',
  'e2e/home.spec.ts': 'test("home", () => {});',
  'bench/pages.ts': 'export {};',
  'docs/architecture.md': '# Architecture',
  'playwright.config.ts': 'export default {};',
  'jest.config.mjs': 'export default {};',
  '.gitignore': 'node_modules/\n.next/\ndata/\n*.tsbuildinfo\n.env\n',
  'data/pglite/PG_VERSION': '17',
  '.next/BUILD_ID': 'one',
  'tsconfig.tsbuildinfo': '{}',
  'node_modules/next/package.json': '{"name":"next"}',
};

let root: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe.each([
  ['a git checkout', true],
  ['a copy without git', false],
])('the build stamp of %s', (_name, withGit) => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
    for (const [file, text] of Object.entries(project)) write(file, text);
    if (withGit) {
      const git = (...args: string[]) =>
        expect(spawnSync('git', args, { cwd: root }).status).toBe(0);
      git('init', '-q');
      git('add', '.');
    }
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each<[string, () => void]>([
    ['proxy.ts changes', () => write('proxy.ts', 'export function proxy() { return 1; }')],
    ['a new file appears under lib/', () => write('lib/cache/handler.ts', 'export {};')],
    ['a new top-level source file appears', () => write('instrumentation.ts', 'export {};')],
    ['a new top-level folder appears', () => write('cache-handlers/tags.mjs', 'export {};')],
    ['next.config.mjs changes', () => write('next.config.mjs', 'export default { a: 1 };')],
    ['the lock file changes', () => write('package-lock.json', '{"a":1}')],
    ['a photo in public/ changes', () => write('public/images/logo.svg', '<svg></svg>')],
    ['an .env file appears', () => write('.env', 'NEXT_PUBLIC_X=1')],
    ['a source file is deleted', () => fs.rmSync(path.join(root, 'components/button.tsx'))],
    [
      'a file is renamed',
      () => fs.renameSync(path.join(root, 'app/page.tsx'), path.join(root, 'app/home.tsx')),
    ],
  ])('changes when %s', (_change, change) => {
    const before = sourceStamp(['http://localhost:3000'], root);
    change();
    expect(sourceStamp(['http://localhost:3000'], root)).not.toBe(before);
  });

  it.each<[string, () => void]>([
    ['a Jest test changes', () => write('tests/catalog/read.test.ts', 'test("x", () => {});')],
    ['a Playwright spec appears', () => write('e2e/cart.spec.ts', 'test("cart", () => {});')],
    ['a benchmark changes', () => write('bench/pages.ts', 'export const x = 1;')],
    ['the docs change', () => write('docs/architecture.md', '# Architecture, again')],
    ['the README changes', () => write('README.md', '# The store')],
    ['the test runner settings change', () => write('jest.config.mjs', 'export default 1;')],
    ['the database changes', () => write('data/pglite/base/1', 'rows')],
    ['the build itself changes', () => write('.next/BUILD_ID', 'two')],
    ['the type checker cache changes', () => write('tsconfig.tsbuildinfo', '{"a":1}')],
  ])('stays the same when %s', (_change, change) => {
    const before = sourceStamp(['http://localhost:3000'], root);
    change();
    expect(sourceStamp(['http://localhost:3000'], root)).toBe(before);
  });

  it('changes with the settings baked into prerendered pages', () => {
    expect(sourceStamp(['http://localhost:3000'], root)).not.toBe(
      sourceStamp(['https://store.example'], root),
    );
  });
});

describe("this repository's build inputs", () => {
  const inputs = buildInputs();

  it('include every file Next reads at build time', () => {
    for (const file of ['proxy.ts', 'next.config.mjs', 'package.json', 'package-lock.json']) {
      expect(inputs).toContain(file);
    }
    for (const folder of ['app/', 'components/', 'lib/', 'stores/', 'public/']) {
      expect(inputs.some((file) => file.startsWith(folder))).toBe(true);
    }
  });

  it('leave out the tests, the benchmarks and the dependencies', () => {
    const outside = inputs.filter((file) =>
      /^(tests|e2e|bench|docs|node_modules|\.next|data)\/|(^|\/)node_modules\//.test(file),
    );
    expect(outside).toEqual([]);
  });
});
