import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { placeStaffOrder } from '@/lib/ordering/orders/staff-order';
import type { Actor } from '@/lib/identity/staff/actor';
import type { StaffOrderInput } from '@/lib/ordering/schemas/staff-order';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { variantBySku } from '@/tests/api/orders/support';
import { createStaff, refusal } from '@/tests/stock/support';
import { createAccount, orderRow, phoneOrder } from './support';

describeAppDatabase('whose order staff take', buildCatalogue, () => {
  let rahima: Actor;
  let clutch: number;
  let proven: number;
  let claimed: number;

  beforeAll(async () => {
    rahima = await createStaff(getDb(), 'Rahima');
    clutch = (await variantBySku('AC_1-One')).id;
    proven = await createAccount(getDb(), 'Nusrat Jahan', '+8801711111111', { proven: true });
    claimed = await createAccount(getDb(), 'Someone Else', '+8801722222222', { proven: false });
  });

  const orderFor = (customer: StaffOrderInput['customer']) =>
    placeStaffOrder(rahima, phoneOrder([{ id: clutch, quantity: 1 }], { customer }));

  it('joins the account that proved the phone, in whatever spelling staff typed it', async () => {
    for (const phone of ['01711111111', '+880 1711-111111']) {
      const placed = await orderFor({ name: 'Nusrat', phone });
      const row = await orderRow(placed.order.number);
      expect(row).toMatchObject({ userId: proven, contactPhone: '+8801711111111' });
    }
  });

  it('keeps an order under a phone nobody proved as a guest order, and makes no account', async () => {
    const accountsBefore = (await getDb().select({ id: users.id }).from(users)).length;
    const claimedPhone = await orderFor({ name: 'Caller', phone: '01722222222' });
    expect(await orderRow(claimedPhone.order.number)).toMatchObject({
      userId: null,
      contactPhone: '+8801722222222',
    });
    const newcomer = await orderFor({ name: 'New Caller', phone: '01933333333' });
    expect(await orderRow(newcomer.order.number)).toMatchObject({ userId: null });
    expect((await getDb().select({ id: users.id }).from(users)).length).toBe(accountsBefore);
    const [stillUnproven] = await getDb().select().from(users).where(eq(users.id, claimed));
    expect(stillUnproven!.phoneVerifiedAt).toBeNull();
  });

  it('attaches to a chosen account only when it proved its phone, sending to that phone', async () => {
    const chosen = await orderFor({ id: proven });
    expect(chosen.order.contact).toEqual({
      name: 'Nusrat Jahan',
      phone: '+8801711111111',
      email: null,
    });
    expect(await orderRow(chosen.order.number)).toMatchObject({ userId: proven });

    const refused = await refusal(() => orderFor({ id: claimed }));
    expect(refused.kind).toBe('invalid');
    expect(refused.fields?.['customer.id']).toMatch(/not proven a phone/);
    const unknown = await refusal(() => orderFor({ id: 999_999 }));
    expect(unknown.fields?.['customer.id']).toBe('There is no such customer account');
  });
});
