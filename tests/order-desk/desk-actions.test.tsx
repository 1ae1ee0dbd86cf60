import { renderWithIntl } from '@/tests/helpers/intl';
import {
  moveOrderAction,
  orderNoteAction,
  refundAction,
} from '@/app/[locale]/admin/orders/actions';
import { MovePanel } from '@/components/admin/orders/move-panel';
import { getDb } from '@/lib/db/client';
import { readDeskOrder } from '@/lib/ordering/orders/desk/read-desk-order';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { setStock, variantBySku } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { createShopper } from '@/tests/api/shopper/shopper';
import { provenStaffCookies } from '@/tests/admin-products/support';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { formNamed, submitted } from '@/tests/helpers/form-markup';
import { browserCookies, fillStaff } from '@/tests/staff/staff-fixture';
import { orderRow, placeCod } from './support';
import { outcome } from '@/tests/helpers/staff-form';

// The order page's forms as the server renders them, sent back as the browser would: the
// names and values they send are what the actions read, and a refusal comes back as words.
let mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
  }),
}));
const mockRefreshed: string[] = [];
jest.mock('next/cache', () => ({
  ...jest.requireActual('@/tests/helpers/next-cache'),
  revalidatePath: (path: string) => mockRefreshed.push(path),
}));

const fill = async (db: Parameters<typeof buildCatalogue>[0]) => ({
  catalogue: await buildCatalogue(db),
  staff: await fillStaff(db),
});

const noAction = async () => idleState;

/** The move panel of the order as its page draws it now. */
async function movePanel(number: string) {
  const order = (await readDeskOrder(number))!;
  return renderWithIntl(
    <MovePanel
      number={order.number}
      status={order.status}
      next={order.next}
      carrier={order.shipping}
      action={noAction}
    />,
  );
}

describeAppDatabase('the order page’s forms and actions', fill, (fixture) => {
  let number: string;

  beforeAll(async () => {
    await setStock('AC_1-One', 9);
    const shopper = await createShopper(getDb(), 'ayesha@example.com');
    const clutch = (await variantBySku('AC_1-One')).id;
    number = await placeCod(shopper, [{ id: clutch, quantity: 1 }]);
  });
  beforeEach(async () => {
    mockJar = await provenStaffCookies(fixture().staff.clerk);
    mockRefreshed.length = 0;
  });

  it('offers a pending order confirm and cancel, telling the shopper unless unticked', async () => {
    const html = await movePanel(number);
    const confirm = submitted(formNamed(html, 'Confirm'));
    expect(Object.fromEntries(confirm)).toEqual({
      number,
      from: 'pending',
      to: 'confirmed',
      note: '',
      notify: 'on',
    });
    expect(submitted(formNamed(html, 'Cancel order')).get('to')).toBe('cancelled');
    expect(() => formNamed(html, 'Ship')).toThrow();
  });

  it('confirms from the form, then ships by hand with the courier and tracking code typed', async () => {
    const confirm = submitted(formNamed(await movePanel(number), 'Confirm'));
    confirm.set('note', 'Sizes checked on the phone');
    // Its note, and the shopper told by SMS and e-mail (ticked by default).
    expect(outcome(await moveOrderAction(idleState, confirm))).toEqual({
      status: 'ok',
      message: `Order ${number} is now confirmed. 2 messages to the shopper queued.`,
    });
    expect(mockRefreshed).toEqual([`/admin/orders/${number}`]);

    const html = await movePanel(number);
    const ship = submitted(formNamed(html, 'Ship'));
    expect(ship.get('courier')).toBe('');
    const refused = await moveOrderAction(idleState, ship);
    expect(refused).toMatchObject({ status: 'error' });
    expect(refused.status === 'error' && Object.keys(refused.fields ?? {}).sort()).toEqual([
      'courier',
      'trackingCode',
    ]);
    ship.set('courier', 'other');
    ship.set('trackingCode', 'HAND-7');
    // Unticked, she is told nothing, and the answer says the move alone.
    ship.delete('notify');
    expect(outcome(await moveOrderAction(idleState, ship))).toEqual({
      status: 'ok',
      message: `Order ${number} is now shipped.`,
    });
    expect(await orderRow(number)).toMatchObject({
      status: 'shipped',
      courier: 'other',
      trackingCode: 'HAND-7',
    });
    // The shipped order's return says whether the pieces go back to stock: unticked at first.
    const back = submitted(formNamed(await movePanel(number), 'Record a return'));
    expect(back.get('restock')).toBeNull();
  });

  it('a form from before someone else moved the order: refused in words, the page redrawn', async () => {
    const stale = new FormData();
    for (const [name, value] of Object.entries({ number, from: 'pending', to: 'cancelled' })) {
      stale.set(name, value);
    }
    const state = await moveOrderAction(idleState, stale);
    expect(outcome(state)).toEqual({
      status: 'error',
      message:
        'Someone else changed this order meanwhile: its status is now Shipped. Check it before you try again. The page now shows the order as it is.',
    });
    expect(mockRefreshed).toEqual([`/admin/orders/${number}`]);
    expect((await orderRow(number)).status).toBe('shipped');
  });

  it('records a note and, once paid, a refund; a shopper’s browser is refused', async () => {
    const note = new FormData();
    note.set('number', number);
    note.set('note', 'Rider asked for the landmark');
    expect(outcome(await orderNoteAction(idleState, note))).toEqual({
      status: 'ok',
      message: 'Note added, for staff only.',
    });
    const deliver = new FormData();
    deliver.set('number', number);
    deliver.set('to', 'delivered');
    await moveOrderAction(idleState, deliver);
    const refund = new FormData();
    for (const [name, value] of Object.entries({
      number,
      amount: '500',
      method: 'bkash',
      reference: 'TRX-55',
      note: '',
    })) {
      refund.set(name, value);
    }
    const total = (await orderRow(number)).total;
    expect(await refundAction(idleState, refund)).toMatchObject({
      status: 'ok',
      message: expect.stringMatching(/^Refund of ৳ 500 recorded\. ৳ [\d,]+ is left to refund\.$/),
    });
    expect((await readDeskOrder(number))!.payment.refundable).toBe(total - 500);

    mockJar = await browserCookies(fixture().staff.shopper, 'sid-shopper');
    expect(outcome(await orderNoteAction(idleState, note))).toEqual({
      status: 'error',
      message: 'Your role does not allow this. Ask the owner if you need it.',
    });
    expect((await readDeskOrder(number))!.timeline.filter((e) => e.kind === 'note')).toHaveLength(
      1,
    );
  });
});
