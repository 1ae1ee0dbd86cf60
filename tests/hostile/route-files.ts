import fs from 'node:fs';
import path from 'node:path';

/** One exported handler of a route file: `GET /api/v1/user/me/:id`. */
export type RouteMethod = {
  /** `GET /api/v1/user/me/:id` — the key that endpoint generators are registered under. */
  key: string;
  method: string;
  /** The URL with its dynamic segments as `:name`. */
  template: string;
  /** The names of the dynamic segments, in order. */
  params: string[];
};

const apiRoot = path.join(process.cwd(), 'app', 'api', 'v1');
const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const exportedMethod = new RegExp(
  `export\\s+(?:const|(?:async\\s+)?function)\\s+(${httpMethods.join('|')})\\b`,
  'g',
);

function routeFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** Every method of every route file under app/api/v1, read from the file system. */
export function apiRouteMethods(): RouteMethod[] {
  return routeFiles(apiRoot).flatMap((file) => {
    const segments = path.relative(apiRoot, path.dirname(file)).split(path.sep).filter(Boolean);
    const params = segments.flatMap((segment) => /^\[(\w+)\]$/.exec(segment)?.[1] ?? []);
    const template = ['/api/v1', ...segments.map((s) => s.replace(/^\[(\w+)\]$/, ':$1'))].join('/');
    const source = fs.readFileSync(file, 'utf8');
    return [...source.matchAll(exportedMethod)].map(([, method]) => ({
      key: `${method} ${template}`,
      method: method!,
      template,
      params,
    }));
  });
}
