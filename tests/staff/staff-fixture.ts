import { eq } from 'drizzle-orm';
import { sessionCookie } from '@/lib/identity/auth/session-cookie';
import type { Database } from '@/lib/db/connect';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { StaffRole } from '@/lib/identity/staff/roles';
import { staffState, type StaffMember } from '@/lib/identity/staff/staff-state';

export type StaffFixture = Record<'owner' | 'manager' | 'clerk' | 'shopper', number>;

/** An owner, a manager, a staff member (clerk) and a shopper; the owner's phone is proven. */
export async function fillStaff(db: Database): Promise<StaffFixture> {
  const insert = async (name: string, role: StaffRole | null, phone?: string) => {
    const [row] = await db
      .insert(users)
      .values({
        name,
        email: `${name.toLowerCase()}@example.com`,
        emailVerifiedAt: new Date(),
        phone,
        phoneVerifiedAt: phone ? new Date() : null,
        staffRole: role,
      })
      .returning({ id: users.id });
    return row!.id;
  };
  return {
    owner: await insert('Owner', 'owner', '+8801711000001'),
    manager: await insert('Manager', 'manager'),
    clerk: await insert('Clerk', 'staff'),
    shopper: await insert('Shopper', null),
  };
}

/** The cookies of a signed-in browser: the session (with its sid), and a staff token if any. */
export async function browserCookies(userId: number, sid: string, staffToken?: string) {
  const [row] = await getDb()
    .select({ ver: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId));
  const cookie = await sessionCookie(new Request('http://localhost/'), {
    sub: String(userId),
    ver: row!.ver,
    sid,
  });
  const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
  const cookies = new Map([[name, value]]);
  if (staffToken) cookies.set('nj_staff', staffToken);
  return cookies;
}

export const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** The member as the staff side sees them before the second step. */
export async function memberOf(userId: number, sid = 'sid-test'): Promise<StaffMember> {
  const state = await staffState(await browserCookies(userId, sid));
  if (state.kind !== 'second_step' && state.kind !== 'staff')
    throw new Error(`${userId} is ${state.kind}`);
  return state.member;
}
