import { and, desc, eq, sql } from 'drizzle-orm';
import { codeRules, consumeCode, issueCode } from '@/lib/identity/auth/codes';
import { getDb } from '@/lib/db/client';
import { oneTimeCodes } from '@/lib/db/schema';
import { otherCode } from '../api/accounts/helpers';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';

let targets = 0;
/** Each test's codes go to a number of their own. */
const freshTarget = () => `+88019${String((targets += 1)).padStart(8, '0')}`;

const rowsFor = (target: string) =>
  getDb()
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.target, target))
    .orderBy(desc(oneTimeCodes.id));

describeAppDatabase(
  'one-time codes',
  async () => null,
  () => {
    it('are 6 digits, valid for 5 minutes, and stored only as a hash', async () => {
      const target = freshTarget();
      const code = await issueCode('phone_login', target);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await rowsFor(target);
      expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(code);
      const lifetime = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
      expect(Math.round(lifetime)).toBe(codeRules.lifetimeSeconds);
    });

    it('work once', async () => {
      const target = freshTarget();
      const code = await issueCode('phone_login', target);
      expect(await consumeCode('phone_login', target, code)).toBe(true);
      expect(await consumeCode('phone_login', target, code)).toBe(false);
    });

    it('count a wrong code as a try', async () => {
      const target = freshTarget();
      const code = await issueCode('phone_login', target);
      expect(await consumeCode('phone_login', target, otherCode(code))).toBe(false);
      expect((await rowsFor(target))[0]!.attempts).toBe(1);
      expect(await consumeCode('phone_login', target, code)).toBe(true);
    });

    it('take the right code at the 5th try', async () => {
      const target = freshTarget();
      const code = await issueCode('password_reset', target);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await consumeCode('password_reset', target, otherCode(code));
      }
      expect(await consumeCode('password_reset', target, code)).toBe(true);
    });

    it('refuse even the right code at the 6th try', async () => {
      const target = freshTarget();
      const code = await issueCode('password_reset', target);
      for (let attempt = 1; attempt <= codeRules.maxAttempts; attempt += 1) {
        expect(await consumeCode('password_reset', target, otherCode(code))).toBe(false);
      }
      expect(await consumeCode('password_reset', target, code)).toBe(false);
    });

    it('expire', async () => {
      const target = freshTarget();
      const code = await issueCode('phone_login', target);
      await getDb()
        .update(oneTimeCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeCodes.target, target));
      expect(await consumeCode('phone_login', target, code)).toBe(false);
    });

    it('are superseded by a newer code for the same purpose and target', async () => {
      const target = freshTarget();
      const first = await issueCode('phone_login', target);
      const second = await issueCode('phone_login', target);
      const [newest, older] = await rowsFor(target);
      expect(older!.consumedAt).not.toBeNull();
      expect(newest!.consumedAt).toBeNull();
      if (first !== second) expect(await consumeCode('phone_login', target, first)).toBe(false);
      expect(await consumeCode('phone_login', target, second)).toBe(true);
    });

    it('belong to one purpose and one target', async () => {
      const target = freshTarget();
      const code = await issueCode('phone_change', target);
      expect(await consumeCode('phone_login', target, code)).toBe(false);
      expect(await consumeCode('phone_change', freshTarget(), code)).toBe(false);
      const rows = await getDb()
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.target, target), eq(oneTimeCodes.purpose, 'phone_change')));
      expect(rows[0]!.attempts).toBe(0);
      expect(await consumeCode('phone_change', target, code)).toBe(true);
    });

    it('count every one of many tries at once, and take the right code only once', async () => {
      const target = freshTarget();
      const code = await issueCode('phone_login', target);
      const wrong = await Promise.all(
        Array.from({ length: 8 }, () => consumeCode('phone_login', target, otherCode(code))),
      );
      expect(wrong.every((matched) => !matched)).toBe(true);
      expect((await rowsFor(target))[0]!.attempts).toBe(codeRules.maxAttempts);
      const fresh = await issueCode('phone_login', target);
      const right = await Promise.all(
        Array.from({ length: 4 }, () => consumeCode('phone_login', target, fresh)),
      );
      expect(right.filter(Boolean)).toHaveLength(1);
    });

    it('refuse when none was issued', async () => {
      expect(await consumeCode('checkout', freshTarget(), '123456')).toBe(false);
    });
  },
);
