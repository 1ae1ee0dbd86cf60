import { xsrfHeaderName } from '@/lib/api/xsrf';
import type { Database } from '@/lib/db/connect';
import { writeTransaction } from '@/lib/db/write-transaction';
import { startStaffSession } from '@/lib/identity/staff/staff-sessions';
import { withXsrf } from '@/tests/api/accounts/helpers';
import { browserCookies, cookieHeader, fillStaff } from '@/tests/staff/staff-fixture';

/** Who calls a staff route: the headers their browser sends (none when signed out). */
export type StaffCallers = {
  signedOut: Record<string, string>;
  shopper: Record<string, string>;
  /** A member of role `staff`, second step proven: not allowed to edit the catalogue. */
  clerk: Record<string, string>;
  /** A manager signed in but without the second step proven in this sign-in. */
  unprovenManager: Record<string, string>;
  /** A manager with the second step proven, but sending no X-XSRF-TOKEN header. */
  managerWithoutXsrf: Record<string, string>;
  manager: Record<string, string>;
  owner: Record<string, string>;
  ids: { owner: number; manager: number; clerk: number; shopper: number };
};

let sessions = 0;

/** A browser signed in as `userId`, its second step proven when `proven`, with its XSRF token. */
async function browserOf(userId: number, { proven = true, xsrf = true } = {}) {
  sessions += 1;
  const sid = `sid-admin-${sessions}`;
  const token = proven
    ? await writeTransaction((tx) =>
        startStaffSession(tx, { userId, authSessionId: sid, method: 'totp' }),
      )
    : undefined;
  const browser = withXsrf(cookieHeader(await browserCookies(userId, sid, token)));
  const headers: Record<string, string> = { cookie: browser.cookie };
  if (xsrf) headers[xsrfHeaderName] = browser.token;
  return headers;
}

/** An owner, a manager, a clerk and a shopper (tests/staff/staff-fixture.ts) and their browsers. */
export async function staffCallers(db: Database): Promise<StaffCallers> {
  const ids = await fillStaff(db);
  return {
    signedOut: {},
    shopper: await browserOf(ids.shopper, { proven: false }),
    clerk: await browserOf(ids.clerk),
    unprovenManager: await browserOf(ids.manager, { proven: false }),
    managerWithoutXsrf: await browserOf(ids.manager, { xsrf: false }),
    manager: await browserOf(ids.manager),
    owner: await browserOf(ids.owner),
    ids,
  };
}

/** The callers a staff route that needs editCatalogue refuses, with the status each gets. */
export const refusedCallers: [keyof StaffCallers, number, string][] = [
  ['signedOut', 401, 'unauthenticated'],
  ['shopper', 403, 'not_allowed'],
  ['clerk', 403, 'not_allowed'],
  ['unprovenManager', 403, 'not_allowed'],
];
