import { eq } from 'drizzle-orm';
import { authenticate } from '@/lib/api/auth';
import { issueApiToken } from '@/lib/identity/auth/api-tokens';
import { getDb } from '@/lib/db/client';
import { auditLog, users } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { acceptInvitation, findInvitation, inviteStaff } from '@/lib/identity/staff/invitations';
import { changeStaffRole, listStaff, removeStaff } from '@/lib/identity/staff/members';
import { staffState } from '@/lib/identity/staff/staff-state';
import { startStaffSession } from '@/lib/identity/staff/staff-sessions';
import { readOutbox } from '@/lib/messaging/outbox';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { browserCookies, cookieHeader, fillStaff } from './staff-fixture';

const owner = (id: number) => ({ id, name: 'Owner', role: 'owner' as const });

const provenSession = (userId: number, sid: string) =>
  writeTransaction((tx) => startStaffSession(tx, { userId, authSessionId: sid, method: 'sms' }));

describeAppDatabase('staff members and invitations', fillStaff, (fixture) => {
  it('lists the staff, owners first, and no shopper', async () => {
    const staff = await listStaff();
    expect(staff.map((member) => member.role)).toEqual(['owner', 'manager', 'staff']);
    expect(staff.map((member) => member.id)).not.toContain(fixture().shopper);
  });

  it('gives staff powers to the API only in a browser session with the second step proven', async () => {
    const { manager } = fixture();
    const token = await provenSession(manager, 'sid-api');
    const proven = new Request('http://localhost/', {
      headers: { cookie: cookieHeader(await browserCookies(manager, 'sid-api', token)) },
    });
    expect(await authenticate(proven)).toMatchObject({ isStaff: true, staffRole: 'manager' });
    const plain = new Request('http://localhost/', {
      headers: { cookie: cookieHeader(await browserCookies(manager, 'sid-api')) },
    });
    expect(await authenticate(plain)).toMatchObject({ isStaff: false, staffRole: null });
    const bearer = await issueApiToken({ userId: manager, sessionVersion: 1 });
    const app = new Request('http://localhost/', {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(await authenticate(app)).toMatchObject({ isStaff: false });
  });

  it('changes a role at once, and never leaves the store without an owner', async () => {
    const { owner: ownerId, clerk } = fixture();
    await changeStaffRole(owner(ownerId), clerk, 'manager');
    const token = await provenSession(clerk, 'sid-role');
    const state = await staffState(await browserCookies(clerk, 'sid-role', token));
    expect(state).toMatchObject({ kind: 'staff', member: { role: 'manager' } });
    await expect(changeStaffRole(owner(ownerId), ownerId, 'manager')).rejects.toMatchObject({
      code: 'last_owner',
    });
    await expect(removeStaff(owner(ownerId), ownerId)).rejects.toMatchObject({
      code: 'last_owner',
    });
    await changeStaffRole(owner(ownerId), clerk, 'staff');
  });

  it('removes access: every session, token and staff session of theirs ends at once', async () => {
    const { owner: ownerId, clerk } = fixture();
    const token = await provenSession(clerk, 'sid-gone');
    const cookies = await browserCookies(clerk, 'sid-gone', token);
    const bearer = await issueApiToken({ userId: clerk, sessionVersion: 1 });
    await removeStaff(owner(ownerId), clerk);
    expect((await staffState(cookies)).kind).toBe('signed_out');
    const app = new Request('http://localhost/', {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(await authenticate(app)).toBeNull();
    const [row] = await getDb().select().from(users).where(eq(users.id, clerk));
    expect(row!.staffRole).toBeNull();
    const entries = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.remove'));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: ownerId,
        entityId: String(clerk),
        before: { role: 'staff' },
      }),
    ]);
  });

  it('lets an invitation be taken only by an account that proved the invited e-mail', async () => {
    const { owner: ownerId, shopper } = fixture();
    await inviteStaff(owner(ownerId), {
      channel: 'email',
      identifier: 'Shopper@Example.com',
      role: 'staff',
    });
    const [message] = await readOutbox('shopper@example.com', 1);
    const token = /\/admin\/invitation\/([\w-]+)/.exec(message!.body)![1]!;
    expect(await findInvitation(token)).toMatchObject({
      role: 'staff',
      identifier: 'shopper@example.com',
    });
    expect(await acceptInvitation('not-the-token', shopper)).toBe('gone');

    await getDb().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, shopper));
    expect(await acceptInvitation(token, shopper)).toBe('wrong_account');
    await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, shopper));
    expect(await acceptInvitation(token, fixture().manager)).toBe('wrong_account');

    expect(await acceptInvitation(token, shopper)).toBe('accepted');
    const [row] = await getDb().select().from(users).where(eq(users.id, shopper));
    expect(row!.staffRole).toBe('staff');
    expect(await acceptInvitation(token, shopper)).toBe('gone');
  });
});
