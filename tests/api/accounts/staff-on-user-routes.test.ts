import { eq } from 'drizzle-orm';
import { GET as wishlist } from '@/app/api/v1/product/getWishlistProduct/[id]/route';
import { GET as me } from '@/app/api/v1/user/me/[id]/route';
import { GET as meAddress } from '@/app/api/v1/user/me/[id]/[addressId]/route';
import { PUT as changePassword } from '@/app/api/v1/user/password/change/[id]/route';
import { PUT as update } from '@/app/api/v1/user/update/[id]/route';
import { PUT as updateAddress } from '@/app/api/v1/user/updateAddress/[id]/route';
import { DELETE as removeAddress } from '@/app/api/v1/user/updateAddress/[id]/[addressId]/route';
import { PUT as updatePhone } from '@/app/api/v1/user/updatePhone/[id]/route';
import { POST as verify } from '@/app/api/v1/user/verify/[id]/route';
import { authenticate } from '@/lib/api/auth';
import type { RouteHandler } from '@/lib/api/handler';
import { sessionCookie } from '@/lib/identity/auth/session-cookie';
import { newSessionId } from '@/lib/identity/auth/session-id';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { StaffRole } from '@/lib/identity/staff/roles';
import { startStaffSession } from '@/lib/identity/staff/staff-sessions';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { addressBody, saveAddress } from './address-helpers';
import {
  errorOf,
  freshPhone,
  messagesTo,
  params,
  phoneCodeSignIn,
  send,
  signUpUser,
  type TestUser,
} from './helpers';

/** A signed-in browser of `user` with the second step proven: its session and nj_staff cookies. */
async function staffBrowser(user: TestUser, role: StaffRole): Promise<string> {
  await getDb().update(users).set({ staffRole: role }).where(eq(users.id, user.id));
  const [row] = await getDb()
    .select({ ver: users.sessionVersion })
    .from(users)
    .where(eq(users.id, user.id));
  const sid = newSessionId();
  const token = await writeTransaction((tx) =>
    startStaffSession(tx, { userId: user.id, authSessionId: sid, method: 'totp' }),
  );
  const setCookie = await sessionCookie(new Request('http://localhost/'), {
    sub: String(user.id),
    ver: row!.ver,
    sid,
  });
  const cookie = `${setCookie.split(';')[0]!}; nj_staff=${token}`;
  // The browser really is a staff one: the API counts it as staff.
  const viewer = await authenticate(new Request('http://localhost/', { headers: { cookie } }));
  expect(viewer).toMatchObject({ id: user.id, isStaff: true, staffRole: role });
  return cookie;
}

type Call = {
  name: string;
  handler: RouteHandler;
  path: string;
  method: string;
  body?: (victim: TestUser) => unknown;
  addressId?: boolean;
};

const calls: Call[] = [
  { name: 'me', handler: me, path: '/api/v1/user/me/:id', method: 'GET' },
  {
    name: 'me address',
    handler: meAddress,
    path: '/api/v1/user/me/:id/:addressId',
    method: 'GET',
    addressId: true,
  },
  {
    name: 'update',
    handler: update,
    path: '/api/v1/user/update/:id',
    method: 'PUT',
    body: () => ({ name: 'Changed By Staff', username: null }),
  },
  {
    name: 'updatePhone',
    handler: updatePhone,
    path: '/api/v1/user/updatePhone/:id',
    method: 'PUT',
    body: () => ({ phone: freshPhone() }),
  },
  {
    name: 'updateAddress',
    handler: updateAddress,
    path: '/api/v1/user/updateAddress/:id',
    method: 'PUT',
    body: () => addressBody(),
  },
  {
    name: 'updateAddress DELETE',
    handler: removeAddress,
    path: '/api/v1/user/updateAddress/:id/:addressId',
    method: 'DELETE',
    addressId: true,
  },
  {
    name: 'verify',
    handler: verify,
    path: '/api/v1/user/verify/:id',
    method: 'POST',
    body: () => ({ identifier: 'email' }),
  },
  {
    name: 'password change',
    handler: changePassword,
    path: '/api/v1/user/password/change/:id',
    method: 'PUT',
    body: () => ({ password: 'takenOver1', confirmPassword: 'takenOver1' }),
  },
  {
    name: 'getWishlistProduct',
    handler: wishlist,
    path: '/api/v1/product/getWishlistProduct/:id',
    method: 'GET',
  },
];

describeAppDatabase(
  "staff on a user's own calls (docs/decisions.md 3)",
  async () => null,
  () => {
    describe.each(['staff', 'manager', 'owner'] as const)('a proven %s session', (role) => {
      let member: TestUser;
      let cookie: string;
      let victim: TestUser;
      let victimAddress: number;

      beforeAll(async () => {
        member = await signUpUser();
        cookie = await staffBrowser(member, role);
        victim = await signUpUser();
        victimAddress = (await saveAddress(victim)).body.addresses[0]!.id;
      });

      it.each(calls)('is refused $name on another account with 403', async (call) => {
        const before = await getDb().select().from(users).where(eq(users.id, victim.id));
        const answer = await send(call.handler, call.path, {
          method: call.method,
          params: params(victim.id, call.addressId ? { addressId: victimAddress } : {}),
          body: call.body?.(victim),
          as: { session: cookie },
        });
        expect(answer.status).toBe(403);
        expect(errorOf(answer).code).toBe('not_allowed');
        const after = await getDb().select().from(users).where(eq(users.id, victim.id));
        expect(after).toEqual(before);
      });
    });

    it("does not let the lowest role put its phone on the owner's account and sign in as the owner", async () => {
      const owner = await signUpUser();
      await getDb().update(users).set({ staffRole: 'owner' }).where(eq(users.id, owner.id));
      const clerk = await signUpUser();
      const cookie = await staffBrowser(clerk, 'staff');
      const phone = freshPhone();
      const asked = await send(updatePhone, '/api/v1/user/updatePhone/:id', {
        method: 'PUT',
        params: params(owner.id),
        body: { phone },
        as: { session: cookie },
      });
      expect(asked.status).toBe(403);
      expect(await messagesTo(phone)).toEqual([]);
      // The number is the clerk's; a phone sign-in with it opens no account of the owner's.
      const signedIn = await phoneCodeSignIn(phone);
      expect(signedIn.body.user?.id).not.toBe(owner.id);
    });

    it('does not let staff set a password on a Google or phone-code account', async () => {
      const shopper = await signUpUser();
      await getDb().update(users).set({ passwordHash: null }).where(eq(users.id, shopper.id));
      const cookie = await staffBrowser(await signUpUser(), 'owner');
      const answer = await send(changePassword, '/api/v1/user/password/change/:id', {
        method: 'PUT',
        params: params(shopper.id),
        body: { password: 'takenOver1', confirmPassword: 'takenOver1' },
        as: { session: cookie },
      });
      expect(answer.status).toBe(403);
      const [row] = await getDb().select().from(users).where(eq(users.id, shopper.id));
      expect(row!.passwordHash).toBeNull();
    });

    it('still lets a staff member read and change their own account', async () => {
      const member = await signUpUser();
      const cookie = await staffBrowser(member, 'staff');
      const own = await send(me, '/api/v1/user/me/:id', {
        method: 'GET',
        params: params(member.id),
        as: { session: cookie },
      });
      expect(own.status).toBe(200);
    });
  },
);
