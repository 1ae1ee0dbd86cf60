import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { proveSecondStep, type SecondStepMethod } from '@/lib/identity/staff/second-step';
import { seal } from '@/lib/identity/staff/seal';
import { newTotpSecret, totpCode } from '@/lib/identity/staff/totp';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { fillStaff, memberOf } from './staff-fixture';

/** Gives the member an authenticator and returns its key. */
async function withAuthenticator(userId: number): Promise<string> {
  const secret = newTotpSecret();
  await getDb()
    .update(users)
    .set({ totpSecret: seal(secret), totpEnabledAt: new Date(), totpLastStep: null })
    .where(eq(users.id, userId));
  return secret;
}

const wrongCode = (secret: string) => (totpCode(secret) === '000000' ? '111111' : '000000');

describeAppDatabase('the limits on second-step codes', fillStaff, (fixture) => {
  let tries = 0;
  const attempt = async (userId: number, method: SecondStepMethod, code: string, ip: string) => {
    tries += 1;
    const sid = `sid-limit-${tries}`;
    const member = await memberOf(userId, sid);
    return proveSecondStep({ member, authSessionId: sid, method, code, ip });
  };

  it('counts each method apart: wrong SMS and recovery codes do not shut the authenticator', async () => {
    const { manager } = fixture();
    const secret = await withAuthenticator(manager);
    for (let index = 0; index < 5; index += 1) {
      expect(await attempt(manager, 'sms', '123456', '10.7.0.1')).toBeNull();
      expect(await attempt(manager, 'recovery', 'WRONG-CODE', '10.7.0.1')).toBeNull();
    }
    await expect(attempt(manager, 'sms', '123456', '10.7.0.1')).rejects.toMatchObject({
      kind: 'throttled',
    });
    expect(await attempt(manager, 'totp', totpCode(secret), '10.7.0.1')).toEqual(
      expect.any(String),
    );
  });

  it('counts each address apart: five wrong codes from one do not lock the member out elsewhere', async () => {
    const { clerk } = fixture();
    const secret = await withAuthenticator(clerk);
    for (let index = 0; index < 5; index += 1) {
      expect(await attempt(clerk, 'totp', wrongCode(secret), '10.7.1.1')).toBeNull();
    }
    // The sixth from that address is refused, even the right code.
    await expect(attempt(clerk, 'totp', totpCode(secret), '10.7.1.1')).rejects.toMatchObject({
      kind: 'throttled',
    });
    expect(await attempt(clerk, 'totp', totpCode(secret), '10.7.1.2')).toEqual(expect.any(String));
  });

  it('still stops guessing spread over many addresses', async () => {
    const { owner } = fixture();
    const secret = await withAuthenticator(owner);
    for (let index = 0; index < 20; index += 1) {
      const ip = `10.7.2.${Math.floor(index / 5) + 1}`;
      expect(await attempt(owner, 'totp', wrongCode(secret), ip)).toBeNull();
    }
    await expect(attempt(owner, 'totp', totpCode(secret), '10.7.2.99')).rejects.toMatchObject({
      kind: 'throttled',
    });
  });
});
