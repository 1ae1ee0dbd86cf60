import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkFolderCycles, type CruisedModule } from '@/scripts/lib/folder-cycles';

// The rules of .dependency-cruiser.cjs and the folder-cycle check, run by scripts/check-boundaries.ts
// on small trees; `npm run lint` runs the same script on the repository itself.

const imports = (pairs: [string, string][]): CruisedModule[] =>
  pairs.map(([source, resolved]) => ({ source, dependencies: [{ resolved }] }));

describe('folder cycles', () => {
  it('sees a cycle between two lib folders that no two modules close, and not one inside a folder', () => {
    const modules = imports([
      ['lib/orders/quote.ts', 'lib/discounts/amount.ts'],
      ['lib/discounts/evaluate.ts', 'lib/orders/totals.ts'],
      ['lib/orders/desk/read.ts', 'lib/orders/read.ts'],
      ['lib/orders/read.ts', 'lib/orders/desk/read.ts'],
      ['lib/orders/read.ts', 'lib/db/client.ts'],
    ]);
    const report = checkFolderCycles(modules, []);
    expect(report.newEdges.map(({ edge }) => edge)).toEqual([
      'lib/discounts -> lib/orders',
      'lib/orders -> lib/discounts',
    ]);
    expect(report.newEdges[0]!.through).toEqual([
      'lib/discounts/evaluate.ts -> lib/orders/totals.ts',
    ]);
  });

  it('lets known edges be and asks for those no longer in a cycle to go', () => {
    const modules = imports([
      ['lib/users/sign-in.ts', 'lib/auth/passwords.ts'],
      ['lib/auth/next-auth.ts', 'lib/users/sign-in.ts'],
    ]);
    const report = checkFolderCycles(modules, [
      'lib/users -> lib/auth',
      'lib/auth -> lib/users',
      'lib/orders -> lib/fit',
    ]);
    expect(report.newEdges).toEqual([]);
    expect(report.goneEdges).toEqual(['lib/orders -> lib/fit']);
  });
});

describe('npm run boundaries', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const check = () =>
    spawnSync(
      path.resolve('node_modules/.bin/tsx'),
      ['scripts/check-boundaries.ts', '--root', root],
      { encoding: 'utf8' },
    );

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    // What every layer may do: pages use features, features use the platform.
    write('lib/db/client.ts', 'export const db = {};\n');
    write('lib/orders/read.ts', "import { db } from '../db/client';\nexport const read = db;\n");
    // Outside its folder, a feature is used through its entry.
    write('lib/orders/index.ts', "export { read } from './read';\n");
    write(
      'components/orders/list.ts',
      "import { read } from '../../lib/orders';\nexport const list = read;\n",
    );
    write(
      'app/orders/page.ts',
      "import { list } from '../../components/orders/list';\nexport default list;\n",
    );
    // The API, and only the API, gives a domain error's kind its HTTP status.
    write('lib/api/error-status.ts', 'export const statusOfKind = { not_found: 404 };\n');
    write(
      'lib/api/error-response.ts',
      "import { statusOfKind } from './error-status';\nexport const status = statusOfKind;\n",
    );
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('passes a tree that keeps the layers', () => {
    // What only the staff side uses is its own entry, which staff pages import.
    write('lib/orders/admin.ts', "export { read as readForDesk } from './read';\n");
    write(
      'app/[locale]/admin/orders/page.ts',
      "import { readForDesk } from '../../../../lib/orders/admin';\nexport default readForDesk;\n",
    );
    write(
      'components/admin/orders/desk.ts',
      "import { readForDesk } from '../../../lib/orders/admin';\nexport const desk = readForDesk;\n",
    );
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Boundaries hold');
    expect(run.status).toBe(0);
  });

  it("fails a module's client.ts that reaches server-only code at run time, not by a type", () => {
    write(
      'node_modules/server-only/package.json',
      '{ "name": "server-only", "main": "index.js" }\n',
    );
    write('node_modules/server-only/index.js', "throw new Error('server only');\n");
    write('lib/catalogue/photos.ts', "import 'server-only';\nexport const photos = [];\n");
    write('lib/catalogue/kinds.ts', "export const kinds = ['bust', 'waist'];\n");
    write(
      'lib/catalogue/index.ts',
      "export { photos } from './photos';\nexport { kinds } from './kinds';\n",
    );
    // A type taken from server code is erased: the browser never loads it.
    write(
      'lib/catalogue/photo-shape.ts',
      "import type { photos } from './photos';\nexport type Photo = (typeof photos)[number];\n",
    );
    write(
      'lib/catalogue/client.ts',
      "export { kinds } from './kinds';\nexport type { Photo } from './photo-shape';\n",
    );
    write(
      'lib/orders/sizes.ts',
      "import { kinds } from '../catalogue';\nexport const sizes = kinds;\n",
    );
    write('lib/orders/client.ts', "export { sizes } from './sizes';\n");
    const failing = check();
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain(
      'client-reaches-server-only: lib/orders/client.ts, a browser entry, reaches server-only code, through\n' +
        '    lib/orders/client.ts -> lib/orders/sizes.ts\n' +
        '    lib/orders/sizes.ts -> lib/catalogue/index.ts\n' +
        '    lib/catalogue/index.ts -> lib/catalogue/photos.ts\n',
    );
    expect(failing.stderr).not.toContain('lib/catalogue/client.ts, a browser entry');

    write(
      'lib/orders/sizes.ts',
      "import { kinds } from '../catalogue/client';\nexport const sizes = kinds;\n",
    );
    const mended = check();
    expect(mended.stderr).toBe('');
    expect(mended.status).toBe(0);
  });

  it('fails each kind of crossing, naming the rule and the import', () => {
    write(
      'lib/orders/pdf.ts',
      "import { list } from '../../components/orders/list';\nexport const pdf = list;\n",
    );
    write(
      'components/orders/form.ts',
      "import page from '../../app/orders/page';\nexport const form = page;\n",
    );
    write(
      'app/orders/save.ts',
      "import { db } from '../../lib/db/client';\nexport const save = db;\n",
    );
    write(
      'lib/db/migrate.ts',
      "import { read } from '../orders/read';\nexport const migrate = read;\n",
    );
    write(
      'lib/fit/kinds.ts',
      "import { read } from '../orders/read';\nexport const kinds = read;\n",
    );
    write(
      'lib/orders/sizes.ts',
      "import { kinds } from '../fit/kinds';\nexport const sizes = kinds;\n",
    );
    write('lib/seed/demo-code.ts', "export const demoCode = 'WELCOME10';\n");
    write(
      'lib/discounts/welcome.ts',
      "import { demoCode } from '../seed/demo-code';\nexport const welcome = demoCode;\n",
    );
    write(
      'lib/bootstrap/prepare.ts',
      "import { demoCode } from '../seed/demo-code';\nexport const prepare = demoCode;\n",
    );
    write(
      'lib/orders/refuse.ts',
      "import { statusOfKind } from '../api/error-status';\nexport const gone = statusOfKind;\n",
    );
    write(
      'components/orders/total.ts',
      "import { read } from '../../lib/orders/read';\nexport const total = read;\n",
    );
    write(
      'lib/bootstrap/handlers.ts',
      "import { read } from '../orders/read';\nexport const handlers = [read];\n",
    );
    write('lib/orders/admin.ts', "export { read as readForDesk } from './read';\n");
    write(
      'components/orders/status.ts',
      "import { readForDesk } from '../../lib/orders/admin';\nexport const status = readForDesk;\n",
    );
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'features-through-their-entry: components/orders/total.ts -> lib/orders/read.ts',
    );
    expect(run.stderr).not.toContain('lib/bootstrap/handlers.ts');
    expect(run.stderr).not.toContain('-> lib/orders/index.ts');
    expect(run.stderr).toContain(
      'demo-data-only-at-setup: lib/discounts/welcome.ts -> lib/seed/demo-code.ts',
    );
    expect(run.stderr).not.toContain('lib/bootstrap/prepare.ts -> lib/seed');
    expect(run.stderr).toContain(
      'lib-imports-no-ui: lib/orders/pdf.ts -> components/orders/list.ts',
    );
    expect(run.stderr).toContain(
      'components-import-no-app: components/orders/form.ts -> app/orders/page.ts',
    );
    expect(run.stderr).toContain(
      'database-through-features: app/orders/save.ts -> lib/db/client.ts',
    );
    expect(run.stderr).toContain(
      'platform-knows-no-feature: lib/db/migrate.ts -> lib/orders/read.ts',
    );
    expect(run.stderr).toContain(
      'features-throw-no-http-status: lib/orders/refuse.ts -> lib/api/error-status.ts',
    );
    expect(run.stderr).toContain('folder-cycle: lib/fit -> lib/orders closes an import cycle');
    expect(run.stderr).toContain(
      'admin-entries-for-staff-pages: components/orders/status.ts -> lib/orders/admin.ts',
    );
  });
});
