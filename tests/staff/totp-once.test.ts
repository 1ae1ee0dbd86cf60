import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { proveSecondStep } from '@/lib/identity/staff/second-step';
import { seal } from '@/lib/identity/staff/seal';
import { newTotpSecret, totpCode } from '@/lib/identity/staff/totp';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { fillStaff, memberOf } from './staff-fixture';

const period = 30_000;

/** Gives the member an authenticator and returns its key. */
async function withAuthenticator(userId: number): Promise<string> {
  const secret = newTotpSecret();
  await getDb()
    .update(users)
    .set({ totpSecret: seal(secret), totpEnabledAt: new Date(), totpLastStep: null })
    .where(eq(users.id, userId));
  return secret;
}

describeAppDatabase('an authenticator code works once', fillStaff, (fixture) => {
  const prove = async (userId: number, sid: string, code: string) => {
    const member = await memberOf(userId, sid);
    return proveSecondStep({ member, authSessionId: sid, method: 'totp', code, ip: '10.9.0.1' });
  };

  it('refuses the same code for a second sign-in', async () => {
    const { manager } = fixture();
    const secret = await withAuthenticator(manager);
    const code = totpCode(secret);
    expect(await prove(manager, 'sid-1', code)).toEqual(expect.any(String));
    expect(await prove(manager, 'sid-2', code)).toBeNull();
  });

  it("refuses the previous period's code once a later one was used", async () => {
    const { clerk } = fixture();
    const secret = await withAuthenticator(clerk);
    expect(await prove(clerk, 'sid-3', totpCode(secret))).toEqual(expect.any(String));
    expect(await prove(clerk, 'sid-4', totpCode(secret, Date.now() - period))).toBeNull();
    // The next period's code is new, and passes.
    expect(await prove(clerk, 'sid-5', totpCode(secret, Date.now() + period))).toEqual(
      expect.any(String),
    );
  });

  it('lets only one of two sign-ins sent together with one code through', async () => {
    const { owner } = fixture();
    const secret = await withAuthenticator(owner);
    const code = totpCode(secret);
    const members = await Promise.all(['sid-6', 'sid-7'].map((sid) => memberOf(owner, sid)));
    const tries = await Promise.all(
      members.map((member, index) =>
        proveSecondStep({
          member,
          authSessionId: `sid-${6 + index}`,
          method: 'totp',
          code,
          ip: '10.9.0.2',
        }),
      ),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
  });
});
