import fs from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { hostsServerActions } from '@/lib/security/server-action-paths';

// Next registers every 'use cache' function as a server reference that anyone may call by
// its id, from any page. proxy.ts lets a server action through only to the pages that host
// ours (lib/security/server-action-paths.ts); this keeps that list in step with the code.

const site = 'http://localhost:3000';

function filesSaying(directive: string, dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesSaying(directive, full);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return fs.readFileSync(full, 'utf8').includes(directive) ? [full] : [];
  });
}

/** The page path a file under app/[locale]/ belongs to: groups left out, params filled in. */
const pagePathOf = (file: string) =>
  path
    .dirname(path.relative('app/[locale]', file))
    .split(path.sep)
    .filter((part) => !/^\(.*\)$/.test(part))
    .map((part) => part.replace(/^\[.*\]$/, 'x'))
    .reduce((route, part) => (part === '.' ? route : `${route}/${part}`), '');

describe('the pages that host server actions', () => {
  const actionFiles = filesSaying("'use server'", 'app');

  it("covers every file that says 'use server'", () => {
    expect(actionFiles.length).toBeGreaterThan(5);
    for (const file of actionFiles) {
      expect(file.startsWith(path.join('app', '[locale]'))).toBe(true);
      expect([file, hostsServerActions(pagePathOf(file))]).toEqual([file, true]);
    }
  });

  it('covers no storefront page', () => {
    for (const page of ['/', '/shop', '/product/x', '/account/profile', '/fitting', '/checkout']) {
      expect([page, hostsServerActions(page)]).toEqual([page, false]);
    }
  });
});

describe('the proxy refuses server actions sent anywhere else', () => {
  const action = (target: string, method = 'POST') =>
    proxy(
      new NextRequest(`${site}${target}`, {
        method,
        headers: { 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8' },
        body: method === 'POST' ? '[]' : undefined,
      }),
    );

  it.each(['/', '/bn', '/shop', '/category/lehenga', '/sitemap.xml', '/api/v1/product/all'])(
    'a Next-Action request to %s is a 404 that no cache keeps',
    async (target) => {
      const response = await action(target);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe('');
    },
  );

  it('a form POST to a storefront page is a 405', async () => {
    const response = await proxy(
      new NextRequest(`${site}/shop`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '%24ACTION_ID_7f00aa=',
      }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each(['/admin/products/3', '/fitting/cancel/abc', '/bn/fitting/cancel/abc'])(
    'lets an action through to %s',
    async (target) => {
      const response = await action(target);
      expect(response.status).not.toBe(404);
      expect(response.status).not.toBe(405);
    },
  );
});
