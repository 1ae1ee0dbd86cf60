import { issueCode, consumeCode } from '@/lib/identity/auth/codes';
import { hashPassword, verifyPassword } from '@/lib/identity/auth/passwords';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { deleteAddress, saveAddress } from '@/lib/customers/accounts/addresses';
import { resetPassword } from '@/lib/customers/accounts/password';
import { confirmPhoneChange } from '@/lib/customers/accounts/profile';
import { listAddresses, findUserByPhone, findUserRow } from '@/lib/customers/accounts/read';
import { signInWithPhoneCode } from '@/lib/customers/accounts/sign-in';
import { addressSchema } from '@/lib/ordering/schemas/address';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { expectNoPartialWrite } from '../support/interrupt';
import { onEveryEngine } from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

const address = (line: string, isDefault = false) =>
  addressSchema.parse({
    recipient: 'Ayesha Rahman',
    phone: '01712345678',
    division: 'Dhaka',
    district: 'Gazipur',
    area: 'Tongi',
    line,
    is_default: isDefault,
  });

let people = 0;
async function createUser() {
  people += 1;
  const [row] = await getDb()
    .insert(users)
    .values({
      name: `Shopper ${people}`,
      email: `shopper${people}@example.com`,
      phone: `+88017000000${String(people).padStart(2, '0')}`,
      passwordHash: await hashPassword('old-password-1'),
    })
    .returning();
  return row!;
}

const codeUsed = { table: 'one_time_codes', event: 'UPDATE' } as const;

describeAppDatabase(
  'account writes interrupted half-way',
  async () => undefined,
  () => {
    it('saving a new default address keeps the old default when the insert fails', async () => {
      const user = await createUser();
      await saveAddress(user.id, address('House 1'));
      await expectNoPartialWrite(
        getDb(),
        {
          earlier: { table: 'addresses', event: 'UPDATE' },
          failing: { table: 'addresses', event: 'INSERT' },
        },
        ['addresses'],
        () => saveAddress(user.id, address('House 2', true)),
      );
      expect(await listAddresses(user.id)).toMatchObject([{ line: 'House 1', is_default: true }]);
    });

    it('deleting the default address keeps it when promoting the next one fails', async () => {
      const user = await createUser();
      await saveAddress(user.id, address('House 1'));
      await saveAddress(user.id, address('House 2'));
      const [first] = await listAddresses(user.id);
      await expectNoPartialWrite(
        getDb(),
        {
          earlier: { table: 'addresses', event: 'DELETE' },
          failing: { table: 'addresses', event: 'UPDATE' },
        },
        ['addresses'],
        () => deleteAddress(user.id, first!.id),
      );
      expect(await listAddresses(user.id)).toHaveLength(2);
    });

    it('a new code that cannot be stored leaves the previous code working', async () => {
      const code = await issueCode('phone_login', '+8801700000099');
      await expectNoPartialWrite(
        getDb(),
        { earlier: codeUsed, failing: { table: 'one_time_codes', event: 'INSERT' } },
        ['one_time_codes'],
        () => issueCode('phone_login', '+8801700000099'),
      );
      expect(await consumeCode('phone_login', '+8801700000099', code)).toBe(true);
    });

    it('a password reset that cannot store the password does not spend the code', async () => {
      const user = await createUser();
      const code = await issueCode('password_reset', user.email!);
      await expectNoPartialWrite(
        getDb(),
        { earlier: codeUsed, failing: { table: 'users', event: 'UPDATE' } },
        ['one_time_codes', 'users'],
        () => resetPassword({ email: user.email! }, code, 'new-password-2'),
      );
      await resetPassword({ email: user.email! }, code, 'new-password-2');
      const changed = await findUserRow(user.id);
      expect(await verifyPassword(changed!.passwordHash, 'new-password-2')).toBe(true);
    });

    it('a phone change that cannot be saved does not spend the code', async () => {
      const user = await createUser();
      const phone = '+8801799999901';
      const code = await issueCode('phone_change', `${user.id}:${phone}`);
      await expectNoPartialWrite(
        getDb(),
        { earlier: codeUsed, failing: { table: 'users', event: 'UPDATE' } },
        ['one_time_codes', 'users'],
        () => confirmPhoneChange(user.id, phone, code),
      );
      await confirmPhoneChange(user.id, phone, code);
      expect((await findUserRow(user.id))!.phone).toBe(phone);
    });

    it('a first phone sign-in that cannot create the account does not spend the code', async () => {
      const phone = '+8801799999902';
      const code = await issueCode('phone_login', phone);
      await expectNoPartialWrite(
        getDb(),
        { earlier: codeUsed, failing: { table: 'users', event: 'INSERT' } },
        ['one_time_codes', 'users'],
        () => signInWithPhoneCode({ phone, otp: code }, '10.9.0.1'),
      );
      const account = await signInWithPhoneCode({ phone, otp: code }, '10.9.0.2');
      expect((await findUserByPhone(phone))!.id).toBe(account.id);
    });
  },
);
