import { searchCustomers } from '@/lib/customers/directory/search-customers';
import { customerKeyText } from '@/lib/customers/directory/customer-key';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { refusal } from '@/tests/stock/support';
import { fillCustomers, type Customers } from './support';
import { onEveryEngine } from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

describeAppDatabase('finding customers across accounts and guest orders', buildCatalogue, () => {
  let customers: Customers;

  beforeAll(async () => {
    customers = await fillCustomers();
  });

  const found = async (q?: string) =>
    (await searchCustomers(q)).items.map((item) => [
      customerKeyText(item.key),
      item.name,
      item.orders,
    ]);

  it('lists every customer, latest buyers first, staff who never ordered left out', async () => {
    expect(await found()).toEqual([
      ['phone:+8801812345678', 'Farzana A.', 2],
      ['phone:+8801722222222', 'Caller', 1],
      [`account:${customers.nusrat}`, 'Nusrat Jahan', 3],
      [`account:${customers.someoneElse}`, 'Someone Else', 0],
    ]);
  });

  it('finds a phone in any spelling, or by some of its digits', async () => {
    for (const q of ['01812345678', '+880 1812-345678', '8801812345678', '2345678']) {
      expect(await found(q)).toEqual([['phone:+8801812345678', 'Farzana A.', 2]]);
    }
  });

  it('keeps a guest under a phone nobody proved apart from the account that claims it', async () => {
    expect(await found('01722222222')).toEqual([
      ['phone:+8801722222222', 'Caller', 1],
      [`account:${customers.someoneElse}`, 'Someone Else', 0],
    ]);
    // Nusrat proved hers: her guest order is hers, with no guest of its own.
    expect(await found('01711111111')).toEqual([
      [`account:${customers.nusrat}`, 'Nusrat Jahan', 3],
    ]);
  });

  it('finds names and e-mail addresses by every word, in any case, including past contacts', async () => {
    expect(await found('FARZANA@example')).toEqual([['phone:+8801812345678', 'Farzana A.', 2]]);
    expect(await found('akter farzana')).toEqual([['phone:+8801812345678', 'Farzana A.', 2]]);
    expect(await found('jahan')).toEqual([[`account:${customers.nusrat}`, 'Nusrat Jahan', 3]]);
    expect(await found('nobody by this name')).toEqual([]);
    expect(await found('100%_')).toEqual([]);
  });

  it('pages the list and counts every match', async () => {
    const page = await searchCustomers(undefined, 1);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    const past = await searchCustomers(undefined, 3);
    expect(past).toMatchObject({ items: [], total: 4, page: 3 });
    const refused = await refusal(() => searchCustomers(undefined, 0));
    expect(refused.kind).toBe('invalid');
  });
});
