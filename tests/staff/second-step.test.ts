import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { oneTimeCodes, staffSessions, users } from '@/lib/db/schema';
import { confirmAuthenticator, pendingAuthenticator } from '@/lib/identity/staff/authenticator';
import { proveSecondStep, sendStaffSmsCode } from '@/lib/identity/staff/second-step';
import { staffState } from '@/lib/identity/staff/staff-state';
import { totpCode } from '@/lib/identity/staff/totp';
import { readOutbox } from '@/lib/messaging/outbox';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { browserCookies, fillStaff, memberOf } from './staff-fixture';

const ip = '10.8.0.1';

describeAppDatabase('the staff second step', fillStaff, (fixture) => {
  it('sends the SMS code to the proven phone, and the code proves this sign-in only', async () => {
    const member = await memberOf(fixture().owner, 'sid-a');
    expect(await sendStaffSmsCode(member, '10.0.0.1')).toBe(true);
    const [message] = await readOutbox('+8801711000001', 1);
    const code = /(\d{6})/.exec(message!.body)![1]!;
    expect(
      await proveSecondStep({
        member,
        authSessionId: 'sid-a',
        method: 'sms',
        ip,
        code: '000000' === code ? '111111' : '000000',
      }),
    ).toBeNull();
    const token = await proveSecondStep({
      member,
      authSessionId: 'sid-a',
      method: 'sms',
      code,
      ip,
    });
    expect(token).toEqual(expect.any(String));
    const here = await staffState(await browserCookies(fixture().owner, 'sid-a', token!));
    expect(here.kind).toBe('staff');
    // The same staff cookie beside another sign-in of the same account proves nothing.
    const elsewhere = await staffState(await browserCookies(fixture().owner, 'sid-b', token!));
    expect(elsewhere.kind).toBe('second_step');
  });

  it('has no SMS step for a member without a proven phone', async () => {
    const member = await memberOf(fixture().manager);
    expect(await sendStaffSmsCode(member, '10.0.0.1')).toBe(false);
  });

  it('sets an authenticator up with a code from it, then asks for it instead of SMS', async () => {
    const member = await memberOf(fixture().manager, 'sid-m');
    const pending = await pendingAuthenticator(member);
    expect(pending.uri).toMatch(/^otpauth:\/\/totp\//);
    // The same key until it is confirmed, so a reload shows the same QR code.
    expect((await pendingAuthenticator(member)).secret).toBe(pending.secret);
    const [stored] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(stored!.totpSecret).not.toContain(pending.secret);

    expect(
      await confirmAuthenticator({
        member,
        secret: pending.secret,
        code: '000000' === totpCode(pending.secret) ? '111111' : '000000',
      }),
    ).toBeNull();
    const result = await confirmAuthenticator({
      member,
      secret: pending.secret,
      code: totpCode(pending.secret),
      authSessionId: 'sid-m',
    });
    expect(result!.recoveryCodes).toHaveLength(10);
    expect(result!.sessionToken).toEqual(expect.any(String));

    const enrolled = await memberOf(fixture().manager, 'sid-m2');
    expect(enrolled.hasAuthenticator).toBe(true);
    const wrong = await proveSecondStep({
      member: enrolled,
      authSessionId: 'sid-m2',
      method: 'totp',
      ip,
      code: '12345',
    });
    expect(wrong).toBeNull();
    // The next period's code: the one that confirmed the key is used up.
    const right = await proveSecondStep({
      member: enrolled,
      authSessionId: 'sid-m2',
      method: 'totp',
      ip,
      code: totpCode(pending.secret, Date.now() + 30_000),
    });
    expect(right).toEqual(expect.any(String));

    // A recovery code works once, even when sent twice at the same moment.
    const code = result!.recoveryCodes[0]!.toUpperCase();
    const tries = await Promise.all(
      ['sid-r1', 'sid-r2'].map((sid) =>
        proveSecondStep({ member: enrolled, authSessionId: sid, method: 'recovery', code, ip }),
      ),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
  });

  it('refuses the sixth try within five minutes, right or wrong', async () => {
    const member = await memberOf(fixture().clerk, 'sid-c');
    const pending = await pendingAuthenticator(member);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await confirmAuthenticator({ member, secret: pending.secret, code: 'abcdef' });
    }
    await expect(
      confirmAuthenticator({ member, secret: pending.secret, code: totpCode(pending.secret) }),
    ).rejects.toMatchObject({ kind: 'throttled' });
    const sessions = await getDb()
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.userId, member.id));
    expect(sessions).toHaveLength(0);
    expect(
      await getDb()
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.target, `staff:${member.id}`)),
    ).toHaveLength(0);
  });
});
