import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, customerNotes, orders } from '@/lib/db/schema';
import { addCustomerNote } from '@/lib/customers/directory/customer-notes';
import { readCustomer } from '@/lib/customers/directory/read-customer';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { refusal } from '@/tests/stock/support';
import { deliver, fillCustomers, refundPart, type Customers } from './support';

describeAppDatabase('a customer’s page', buildCatalogue, () => {
  let customers: Customers;

  beforeAll(async () => {
    customers = await fillCustomers();
  });

  const totalOf = async (number: string) => {
    const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
    return row!.total;
  };

  it('shows an account’s orders newest first, its guest orders under its proven phone too', async () => {
    const nusrat = (await readCustomer(String(customers.nusrat)))!;
    expect(nusrat).toMatchObject({
      keyText: `account:${customers.nusrat}`,
      path: `/admin/customers/${customers.nusrat}`,
      name: 'Nusrat Jahan',
      phone: '+8801711111111',
      phoneProven: true,
      orderCount: 3,
    });
    const { number } = customers;
    expect(nusrat.orders.map((order) => [order.number, order.status, order.source])).toEqual([
      [number.nusratAsGuest, 'confirmed', 'phone'],
      [number.nusratByPhone, 'confirmed', 'phone'],
      [number.nusratOwn, 'pending', 'web'],
    ]);
    expect(nusrat.orders[2]!.pieces).toBe(2);
    expect(nusrat.firstOrderAt! <= nusrat.lastOrderAt!).toBe(true);
    expect(nusrat.addresses.map((address) => address.area)).toEqual(['Dhanmondi', 'Gulshan']);
  });

  it('names a guest by their newest order, and sends a proven phone to its account', async () => {
    const farzana = (await readCustomer('01812345678'))!;
    expect(farzana).toMatchObject({
      keyText: 'phone:+8801812345678',
      path: '/admin/customers/01812345678',
      name: 'Farzana A.',
      email: 'farzana@example.com',
      phoneProven: false,
      accountSince: null,
      orderCount: 2,
    });
    expect(farzana.addresses.map((address) => [address.district, address.saved])).toEqual([
      ['Gazipur', false],
      ['Dhaka', false],
    ]);
    expect((await readCustomer('+8801711111111'))!.keyText).toBe(`account:${customers.nusrat}`);
    expect(await readCustomer('01999999999')).toBeNull();
    expect(await readCustomer('999999')).toBeNull();
    expect(await readCustomer('not-a-key')).toBeNull();
  });

  it('counts as spent what was paid and kept: delivered, paid, less refunds', async () => {
    const { number } = customers;
    expect((await readCustomer('01812345678'))!.totalSpent).toBe(0);
    await deliver(number.farzanaOld);
    const delivered = await totalOf(number.farzanaOld);
    expect((await readCustomer('01812345678'))!.totalSpent).toBe(delivered);

    await deliver(number.farzanaNew);
    await refundPart(number.farzanaNew, 1000);
    const kept = delivered + (await totalOf(number.farzanaNew)) - 1000;
    expect((await readCustomer('01812345678'))!.totalSpent).toBe(kept);

    // A cancelled or unpaid order counts nothing.
    await updateOrderStatus(number.callerOne, 'cancelled');
    expect((await readCustomer('01722222222'))!.totalSpent).toBe(0);
  });

  it('keeps staff notes with their author, newest first, each with an audit entry', async () => {
    const { rahima } = customers;
    await addCustomerNote(rahima, '01812345678', 'Prefers a call after 6 pm');
    const note = await addCustomerNote(rahima, 'phone:+8801812345678', 'Measurements taken');
    expect(note).toMatchObject({ body: 'Measurements taken', author: 'Rahima' });
    const farzana = (await readCustomer('+8801812345678'))!;
    expect(farzana.notes.map((entry) => [entry.body, entry.author])).toEqual([
      ['Measurements taken', 'Rahima'],
      ['Prefers a call after 6 pm', 'Rahima'],
    ]);
    const audits = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'phone:+8801812345678'));
    expect(audits.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['customer.note', 'Rahima'],
      ['customer.note', 'Rahima'],
    ]);
  });

  it('shows an account the notes written while it was a guest under its phone', async () => {
    await getDb()
      .insert(customerNotes)
      .values({ customerKey: 'phone:+8801711111111', body: 'Called before signing up' });
    const nusrat = (await readCustomer(String(customers.nusrat)))!;
    expect(nusrat.notes.map((entry) => entry.body)).toContain('Called before signing up');
  });

  it('refuses a note for nobody, or an empty one, writing nothing', async () => {
    const before = (await getDb().select().from(customerNotes)).length;
    const nobody = await refusal(() => addCustomerNote(customers.rahima, '01999999999', 'Hi'));
    expect(nobody.kind).toBe('not_found');
    const empty = await refusal(() => addCustomerNote(customers.rahima, '01812345678', '   '));
    expect(empty).toMatchObject({ kind: 'invalid', fields: { body: 'Write the note' } });
    expect((await getDb().select().from(customerNotes)).length).toBe(before);
  });
});
