import fs from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { writeTransaction } from '@/lib/db/write-transaction';
import { staffPageAccess } from '@/lib/identity/staff/page-permissions';
import { startStaffSession } from '@/lib/identity/staff/staff-sessions';
import { proxy } from '@/proxy';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { browserCookies, cookieHeader, fillStaff } from './staff-fixture';

// A refused staff page is a real 403 (docs/decisions.md 13): proxy.ts decides before the page
// streams, from the same map and the same decision as the page's guard.

const site = 'http://localhost:3000';

/** Every staff page's address, read from app/[locale]/admin: none can be left out of the map. */
function adminPages(dir = path.join(process.cwd(), 'app', '[locale]', 'admin')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminPages(full);
    if (entry.name !== 'page.tsx') return [];
    const route = path.relative(path.join(process.cwd(), 'app', '[locale]'), dir);
    return [
      `/${route
        .split(path.sep)
        .join('/')
        .replace(/\[(\w+)\]/g, 'x')}`,
    ];
  });
}

describe('the staff page map', () => {
  it('names the access of every staff page, and leaves only two open', () => {
    const pages = adminPages();
    expect(pages.length).toBeGreaterThan(30);
    const open = pages.filter((page) => staffPageAccess(page) === 'open');
    expect(open.sort()).toEqual(['/admin/invitation/x', '/admin/verify']);
    for (const page of pages) expect(staffPageAccess(page)).toBeDefined();
  });

  it.each([
    ['/admin', 'viewAdmin'],
    ['/admin/products/12?notice=saved', 'editCatalogue'],
    ['/admin/content/size-guides/3', 'editContent'],
    ['/admin/staff', 'manageStaff'],
    ['/admin/audit', 'readAudit'],
    ['/admin/stock/9', 'adjustStock'],
    ['/admin/orders/NJ-1', 'handleOrders'],
  ])('asks %s for %s', (page, permission) => {
    expect(staffPageAccess(page)).toBe(permission);
  });

  it.each(['/administrator', '/shop', '/admin/no-such-page'])('knows no %s', (page) => {
    expect(staffPageAccess(page)).toBeUndefined();
  });
});

describeAppDatabase('the proxy in front of the staff pages', fillStaff, (fixture) => {
  const visit = async (target: string, cookies: Map<string, string>, method = 'GET') =>
    proxy(
      new NextRequest(`${site}${target}`, { method, headers: { cookie: cookieHeader(cookies) } }),
    );

  const proven = async (userId: number, sid: string) => {
    const token = await writeTransaction((tx) =>
      startStaffSession(tx, { userId, authSessionId: sid, method: 'sms' }),
    );
    return browserCookies(userId, sid, token);
  };

  it('refuses a shopper every guarded staff page with a 403 that renders the page', async () => {
    const shopper = await browserCookies(fixture().shopper, 'sid-shopper');
    for (const target of ['/admin', '/admin/products', '/admin/orders/NJ-1', '/admin/staff']) {
      const response = await visit(target, shopper);
      expect(response.status).toBe(403);
      // Still Next's rewrite to the English page, whose guard draws the 403 page.
      expect(response.headers.get('x-middleware-rewrite')).toBe(`${site}/en${target}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it('refuses staff a page their role may not open, and lets them open their own', async () => {
    const clerk = await proven(fixture().clerk, 'sid-clerk');
    expect((await visit('/admin/products', clerk)).status).toBe(403);
    expect((await visit('/admin/staff', clerk)).status).toBe(403);
    expect((await visit('/admin/orders', clerk)).status).toBe(200);
    expect((await visit('/admin', clerk)).status).toBe(200);
    const manager = await proven(fixture().manager, 'sid-manager');
    expect((await visit('/admin/products', manager)).status).toBe(200);
    expect((await visit('/admin/audit', manager)).status).toBe(403);
  });

  it('sends staff to the second step with a real redirect, and lets the step itself open', async () => {
    const unproven = await browserCookies(fixture().manager, 'sid-unproven');
    const response = await visit('/admin/products?page=2', unproven);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      `${site}/admin/verify?next=${encodeURIComponent('/admin/products?page=2')}`,
    );
    expect((await visit('/admin/verify?next=%2Fadmin', unproven)).status).toBe(200);
  });

  it('leaves the open pages, posts, and the Bangla address to the pages themselves', async () => {
    const shopper = await browserCookies(fixture().shopper, 'sid-shopper-2');
    expect((await visit('/admin/invitation/abc', shopper)).status).toBe(200);
    expect((await visit('/admin/verify', shopper)).status).toBe(200);
    expect((await visit('/admin/products', shopper, 'POST')).status).toBe(200);
    expect((await visit('/bn/admin', shopper)).status).toBe(200);
  });

  it('leaves a page’s own fetch to the page, whose payload carries its refusal', async () => {
    const unproven = await browserCookies(fixture().clerk, 'sid-router');
    const fetched = (target: string, mode: string) =>
      proxy(
        new NextRequest(`${site}${target}`, {
          headers: { cookie: cookieHeader(unproven), 'sec-fetch-mode': mode },
        }),
      );
    expect((await fetched('/admin', 'cors')).status).toBe(200);
    expect((await fetched('/admin/products', 'same-origin')).status).toBe(200);
    expect((await fetched('/admin/products', 'navigate')).status).toBe(307);
  });
});
