import { eq } from 'drizzle-orm';
import { POST as signup } from '@/app/api/v1/user/signup/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { User } from '@/lib/customers/accounts/types';
import { call } from '../helpers/call';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { errorOf, messagesTo, send, signupBody, type Answer } from './helpers';

const path = '/api/v1/user/signup';

const trySignup = (overrides: Record<string, unknown> = {}) =>
  send<{ message: string; user: User; verification_required: string[] }>(signup, path, {
    body: signupBody(overrides),
  });

const emailOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

type BadCase = [what: string, overrides: Record<string, unknown>, field: string];

const badCases: BadCase[] = [
  ['missing name', { name: undefined }, 'name'],
  ['blank name', { name: '   ' }, 'name'],
  ['bad e-mail', { email: 'ayesha.example.com' }, 'email'],
  ['321-character e-mail', { email: emailOfLength(321) }, 'email'],
  ['short password', { password: 'abc123', confirmPassword: 'abc123' }, 'password'],
  ['password without a digit', { password: 'lehengaaa', confirmPassword: 'lehengaaa' }, 'password'],
  ['password without a letter', { password: '12345678', confirmPassword: '12345678' }, 'password'],
  ['mismatched confirmation', { confirmPassword: 'lehenga2027' }, 'confirmPassword'],
  ['phone of another operator (012)', { phone: '01212345678' }, 'phone'],
  ['phone too short', { phone: '0171234567' }, 'phone'],
  ['phone with letters', { phone: '01712abc678' }, 'phone'],
  ['phone as a number', { phone: 1712345678 }, 'phone'],
];

describeAppDatabase(
  'POST /api/v1/user/signup',
  async () => null,
  () => {
    it('creates the account: 201 {message, user, verification_required}, phone and e-mail unproven', async () => {
      const created = await trySignup({ email: 'Nusrat@Example.COM', phone: '01812 345-678' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        message: expect.any(String),
        user: {
          id: expect.any(Number),
          name: 'Ayesha Rahman',
          username: null,
          email: 'nusrat@example.com',
          phone: '+8801812345678',
          addresses: [],
          has_password: true,
          email_verified: false,
          phone_verified: false,
          // WhatsApp is not set up here: no choice to offer.
          whatsapp_opt_in: null,
        },
        verification_required: ['phone', 'email'],
      });
      expect(created.body.message.length).toBeGreaterThan(0);
    });

    it('sends a 6-digit code by SMS to the phone and one by e-mail to the address', async () => {
      await trySignup({ email: 'codes@example.com', phone: '01812 345-679' });
      const [sms] = await messagesTo('+8801812345679');
      const [mail] = await messagesTo('codes@example.com');
      expect(sms).toMatchObject({ channel: 'sms' });
      expect(sms!.body).toMatch(/\b\d{6}\b is your .* code to confirm your phone number/);
      expect(mail).toMatchObject({ channel: 'email' });
      expect(mail!.body).toMatch(/\b\d{6}\b is your .* code to confirm your e-mail address/);
    });

    it('stores an argon2id hash, never the password, and answers without it', async () => {
      const created = await trySignup({ password: 'kameez2026', confirmPassword: 'kameez2026' });
      const [row] = await getDb().select().from(users).where(eq(users.id, created.body.user.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.passwordHash).not.toContain('kameez2026');
      expect(JSON.stringify(created.body)).not.toMatch(/password_?hash|kameez2026/i);
    });

    it('takes an e-mail of 320 characters', async () => {
      const created = await trySignup({ email: emailOfLength(320) });
      expect(created.status).toBe(201);
    });

    it.each(badCases)('answers 400 naming the field for a %s', async (_what, overrides, field) => {
      const answer = await trySignup(overrides);
      expect(answer.status).toBe(400);
      expect(errorOf(answer).code).toBe('validation_failed');
      expect(errorOf(answer).fields).toHaveProperty(field);
    });

    it('answers 400, not 500, for no body, a body that is not an object, and broken JSON', async () => {
      const answers: Answer<unknown>[] = [
        await send(signup, path),
        await send(signup, path, { body: ['a'] }),
        await send(signup, path, { body: 'text' }),
        await call(signup, path, { method: 'POST', body: '{"name": "Ayesha",' }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    });

    it('answers 409 email_taken for an e-mail in use, whatever its case', async () => {
      await trySignup({ email: 'taken@example.com' });
      const again = await trySignup({ email: 'TAKEN@example.com' });
      expect(again.status).toBe(409);
      expect(errorOf(again).code).toBe('email_taken');
      expect(errorOf(again).fields).toHaveProperty('email');
    });

    it('creates one account when the same e-mail signs up twice at once, and answers the other 409', async () => {
      const body = signupBody({ email: 'twice@example.com' });
      const answers = await Promise.all([
        send(signup, path, { body }),
        send(signup, path, { body: { ...body, phone: signupBody().phone } }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    });

    it('answers 409 phone_taken with the old message for a phone in use, however written', async () => {
      await trySignup({ phone: '01912345678' });
      const again = await trySignup({ phone: '+880 1912-345678' });
      expect(again.status).toBe(409);
      expect(errorOf(again)).toEqual({
        code: 'phone_taken',
        message: 'phone number already exists with another e-mail, please use another phone number',
        fields: { phone: expect.any(String) },
      });
    });
  },
);
