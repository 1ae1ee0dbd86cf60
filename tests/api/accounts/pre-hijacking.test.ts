import { eq } from 'drizzle-orm';
import { POST as signupRoute } from '@/app/api/v1/user/signup/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { User } from '@/lib/customers/accounts/types';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { errorOf, login, phoneCodeSignIn, readMe, send, signupBody } from './helpers';
import { googleSignIn, startGoogleForFile } from './mock-google';

// docs/decisions.md 11: an identifier that nobody proved opens no account.

const mockGoogle = startGoogleForFile();

/** The attacker registers the victim's number or address, with a password of their own. */
async function attackerSignsUpWith(overrides: Record<string, unknown>) {
  const body = signupBody({ name: 'Mallory', ...overrides });
  const created = await send<{ user: User }>(signupRoute, '/api/v1/user/signup', { body });
  expect(created.status).toBe(201);
  return { id: created.body.user.id, email: body.email, password: body.password };
}

describeAppDatabase(
  'account pre-hijacking through an unproven identifier',
  async () => null,
  () => {
    it("the victim's phone-code sign-in never lands in the account that claimed their number", async () => {
      const victimPhone = '+8801711000001';
      const attacker = await attackerSignsUpWith({ phone: '01711000001' });

      const victim = await phoneCodeSignIn(victimPhone);
      expect(victim.status).toBe(200);
      expect(victim.body.user!.id).not.toBe(attacker.id);
      expect(victim.body.user).toMatchObject({ phone: victimPhone, phone_verified: true });

      // The attacker's password opens only their own account, which no longer has the number.
      const attackerIn = await login(attacker.email, attacker.password);
      expect(attackerIn.status).toBe(200);
      expect(attackerIn.body.user.id).toBe(attacker.id);
      expect(attackerIn.body.user.phone).toBeNull();
      const victimSeen = await readMe(victim.body.user!.id, { token: attackerIn.body.token });
      expect(victimSeen.status).toBe(403);
    });

    it('Google sign-in with an address an unproven password account holds does not enter it', async () => {
      const attacker = await attackerSignsUpWith({ email: 'sadia.bride@example.com' });

      const victim = await googleSignIn(mockGoogle(), 'sadia.bride@example.com');
      expect(victim.status).toBe(409);
      expect(errorOf(victim).code).toBe('email_taken');
      expect(victim.body).not.toHaveProperty('token');
      const [row] = await getDb().select().from(users).where(eq(users.id, attacker.id));
      expect(row!.googleSubject).toBeNull();
    });

    it('keeps the unproven account, its e-mail and password, and nothing else of it changes', async () => {
      const attacker = await attackerSignsUpWith({ email: 'kept@example.com' });
      await googleSignIn(mockGoogle(), 'kept@example.com');
      const [row] = await getDb().select().from(users).where(eq(users.id, attacker.id));
      expect(row).toMatchObject({ email: 'kept@example.com', emailVerifiedAt: null });
      expect((await login(attacker.email, attacker.password)).status).toBe(200);
    });
  },
);
