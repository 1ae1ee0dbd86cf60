import fs from 'node:fs';
import path from 'node:path';

const sample: Record<string, string> = { token: 'no-such-invitation' };

/** A file's route, with each dynamic segment ([id], [token]…) given a sample value. */
function routeOf(file: string, root: string): string {
  const segments = path
    .relative(root, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !segment.startsWith('('))
    .map((segment) => {
      const name = /^\[+\.*(\w+)\]+$/.exec(segment)?.[1];
      return name ? (sample[name] ?? '1') : segment;
    });
  return `/${segments.join('/')}`;
}

function filesNamed(dir: string, name: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(full, name);
    return entry.name === name ? [full] : [];
  });
}

/** Every staff page there is, read from app/[locale]/admin, so a new page cannot be left out. */
export function adminPagePaths(): string[] {
  const root = path.join(process.cwd(), 'app', '[locale]');
  return filesNamed(path.join(root, 'admin'), 'page.tsx')
    .map((file) => routeOf(file, root))
    .sort();
}

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every staff API call there is (app/api/v1/admin), with the methods its file exports. */
export function adminApiCalls(): { method: (typeof methods)[number]; path: string }[] {
  const root = path.join(process.cwd(), 'app');
  return filesNamed(path.join(root, 'api', 'v1', 'admin'), 'route.ts')
    .flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return methods
        .filter((method) => new RegExp(`export (const|async function) ${method}\\b`).test(source))
        .map((method) => ({ method, path: routeOf(file, root) }));
    })
    .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
