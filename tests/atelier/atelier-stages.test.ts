import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  atelierAlerts,
  atelierStageRows,
  auditLog,
  categories,
  orders,
  outboxMessages,
  products,
  users,
} from '@/lib/db/schema';
import { addDays, dhakaDayOf } from '@/lib/format/dhaka-day';
import { DomainError } from '@/lib/domain-error';
import type { Actor } from '@/lib/identity';
import { atelierAlertsJob } from '@/lib/ordering/atelier/alerts-job';
import { readAtelierBoard } from '@/lib/ordering/atelier/board';
import { readAtelierPieces } from '@/lib/ordering/atelier/order-pieces';
import { recordStage } from '@/lib/ordering/atelier/record-stage';
import { undoStage } from '@/lib/ordering/atelier/undo-stage';
import type { RecordStageInput } from '@/lib/ordering/atelier/schemas';
import { findOrderRow, orderWithItems } from '@/lib/ordering/orders/read';
import { describeShoppers, orderBody, placeOrder, setStock } from '../api/orders/support';

const asked = ['bust', 'waist', 'hip', 'length', 'shoulder'];
const measured = {
  unit: 'in',
  values: { bust: 34, waist: 28, hip: 38, length: 42, shoulder: 14.5 },
};
const today = () => dhakaDayOf(new Date());

/** SMS and e-mails of one order, oldest first. */
const messagesOf = async (orderId: number) =>
  (
    await getDb()
      .select({ channel: outboxMessages.channel, body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, orderId))
      .orderBy(outboxMessages.id)
  ).map((row) => `${row.channel}: ${row.body}`);

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError))
    throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

describeShoppers('the atelier’s stages of made-to-measure pieces', (shoppers) => {
  const { id } = shoppers;
  let staff: Actor;

  beforeAll(async () => {
    const [product] = await getDb()
      .update(products)
      .set({ madeToMeasure: true, leadTimeDays: 40 })
      .where(
        eq(
          products.id,
          (await getDb().query.variants.findFirst({ where: (v) => eq(v.sku, 'BL-1-M') }))!
            .productId,
        ),
      )
      .returning({ categoryId: products.mainCategoryId });
    await getDb()
      .update(categories)
      .set({ measurementFields: asked })
      .where(eq(categories.id, product!.categoryId));
    const [member] = await getDb()
      .insert(users)
      .values({ email: 'rahima@example.com', name: 'Rahima', staffRole: 'staff' })
      .returning();
    staff = { id: member!.id, name: 'Rahima', role: 'staff' };
  });

  beforeEach(async () => {
    await setStock('BL-1-M', 10);
    await setStock('SR-7-Free', 10);
  });

  /** Places a made-to-measure order (with a ready-made line), her date `needIn` days away. */
  async function placeMeasured(needIn: number, changes: object = {}) {
    const placed = await placeOrder(
      orderBody(
        [
          { id: id['BL-1-M']!, quantity: 1, measurements: measured } as never,
          { id: id['SR-7-Free']!, quantity: 1 },
        ],
        { occasion: 'wedding', need_by: addDays(today(), needIn), ...changes },
      ),
      { headers: shoppers.ayesha.headers },
    );
    expect(placed.status).toBe(201);
    return (await findOrderRow(placed.body.order.number))!;
  }

  const mark = (
    number: string,
    line: number,
    stage: RecordStageInput['stage'],
    more: Partial<RecordStageInput> = {},
  ) => recordStage(staff, { number, line, stage, doneOn: today(), note: '', tell: false, ...more });

  it('plans the eight stages of the sewn line when the order is placed, none for the ready-made one', async () => {
    const order = await placeMeasured(60);
    const [piece, ...others] = await readAtelierPieces(order);
    expect(others).toEqual([]);
    expect(piece!.stages.map((stage) => stage.stage)).toEqual([
      'measurements_confirmed',
      'fabric_cut',
      'embroidery',
      'stitching',
      'trial_ready',
      'alterations',
      'final_check',
      'ready_to_ship',
    ]);
    expect(piece!.expectedFinish).toBe(addDays(today(), 40));
    expect(piece!.slack).toBe(20);
    expect(piece!.next?.stage).toBe('measurements_confirmed');
  });

  it('marks the next stage done with who, the note and the audit, tells her when asked, and her order shows it', async () => {
    const order = await placeMeasured(60);
    const [piece] = await readAtelierPieces(order);
    const before = (await messagesOf(order.id)).length;
    const first = await mark(order.number, piece!.lineId, 'measurements_confirmed', {
      note: 'Bust taken again',
      tell: true,
    });
    expect(first).toEqual({ stage: 'measurements_confirmed', messages: 2 });
    const second = await mark(order.number, piece!.lineId, 'fabric_cut');
    expect(second.messages).toBe(0);

    const sent = (await messagesOf(order.id)).slice(before);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain(
      `your piece of order ${order.number} is at a new stage: Measurements confirmed.`,
    );
    expect(sent.join('\n')).not.toContain('Fabric cut');

    const [after] = await readAtelierPieces(order);
    expect(after!.stages[0]).toMatchObject({
      doneOn: today(),
      doneBy: 'Rahima',
      note: 'Bust taken again',
      announced: true,
    });
    expect(after!.next?.stage).toBe('embroidery');
    const [audit] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'order.atelier_stage', entityId: order.number });

    const shown = await orderWithItems(getDb(), order);
    expect(shown.items[0]!.atelier).toEqual([
      { stage: 'measurements_confirmed', done_on: today(), photo: null },
      { stage: 'fabric_cut', done_on: today(), photo: null },
    ]);
    expect(shown.items[1]!.atelier).toBeUndefined();
  });

  it('offers the first stage of a piece ordered before the atelier’s stages, planned from the order’s day', async () => {
    const order = await placeMeasured(60);
    const [planned] = await readAtelierPieces(order);
    await getDb().delete(atelierStageRows).where(eq(atelierStageRows.orderItemId, planned!.lineId));

    const [unsaved] = await readAtelierPieces(order);
    expect(unsaved!.stages.map((stage) => stage.plannedOn)).toEqual(
      planned!.stages.map((stage) => stage.plannedOn),
    );
    expect(unsaved!.next?.stage).toBe('measurements_confirmed');

    await mark(order.number, unsaved!.lineId, 'measurements_confirmed');
    const [saved] = await readAtelierPieces(order);
    expect(saved!.stages).toHaveLength(8);
    expect(saved!.stages[0]!.doneOn).toBe(today());
    expect(saved!.next?.stage).toBe('fabric_cut');
  });

  it('takes back the last stage done, and only that one, with the audit saying so', async () => {
    const order = await placeMeasured(60);
    const [piece] = await readAtelierPieces(order);
    await mark(order.number, piece!.lineId, 'measurements_confirmed', { note: 'Bust' });
    await mark(order.number, piece!.lineId, 'fabric_cut');
    const undo = (stage: RecordStageInput['stage']) =>
      undoStage(staff, { number: order.number, line: piece!.lineId, stage });

    expect((await refusal(undo('measurements_confirmed'))).code).toBe('stage_not_last');
    expect(await undo('fabric_cut')).toBe('fabric_cut');
    const [after] = await readAtelierPieces(order);
    expect(after!.stages[1]).toMatchObject({ doneOn: null, doneBy: null, note: '' });
    expect(after!.current?.stage).toBe('measurements_confirmed');
    expect(after!.next?.stage).toBe('fabric_cut');
    const [audit] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'order.atelier_stage_undone', entityId: order.number });

    await undo('measurements_confirmed');
    expect((await refusal(undo('measurements_confirmed'))).code).toBe('no_stage_done');
    const customer = { ...staff, role: 'customer' as never };
    const refused = await refusal(
      undoStage(customer, { number: order.number, line: piece!.lineId, stage: 'fabric_cut' }),
    );
    expect(refused.kind).toBe('forbidden');
  });

  it('sends “trial ready” in her language with the link to book her trial fitting', async () => {
    const order = await placeMeasured(60, { locale: 'bn' });
    const [piece] = await readAtelierPieces(order);
    for (const stage of [
      'measurements_confirmed',
      'fabric_cut',
      'embroidery',
      'stitching',
    ] as const) {
      await mark(order.number, piece!.lineId, stage);
    }
    const before = (await messagesOf(order.id)).length;
    await mark(order.number, piece!.lineId, 'trial_ready', { tell: true });
    const [sms] = (await messagesOf(order.id)).slice(before);
    expect(sms).toContain('ট্রায়ালের জন্য প্রস্তুত');
    expect(sms).toMatch(/ট্রায়াল ফিটিংয়ের সময় নিন: \S+\/bn\/fitting/);
  });

  it('refuses a stage that is no longer next (two staff on one piece), a skipped one, and a day before the last', async () => {
    const order = await placeMeasured(60);
    const [piece] = await readAtelierPieces(order);
    await mark(order.number, piece!.lineId, 'measurements_confirmed');
    const twice = await refusal(mark(order.number, piece!.lineId, 'measurements_confirmed'));
    expect(twice).toMatchObject({ kind: 'conflict', code: 'stage_not_next' });
    const skipped = await refusal(mark(order.number, piece!.lineId, 'stitching'));
    expect(skipped).toMatchObject({ kind: 'conflict', code: 'stage_not_next' });
    const earlier = await refusal(
      mark(order.number, piece!.lineId, 'fabric_cut', { doneOn: addDays(today(), -1) }),
    );
    expect(earlier).toMatchObject({ kind: 'invalid', fields: { doneOn: expect.any(String) } });
  });

  it('refuses bad input, a line of another order, and a role that may not handle orders', async () => {
    const order = await placeMeasured(60);
    const other = await placeMeasured(60);
    const [piece] = await readAtelierPieces(order);
    const future = await refusal(
      mark(order.number, piece!.lineId, 'measurements_confirmed', { doneOn: addDays(today(), 1) }),
    );
    expect(future).toMatchObject({ kind: 'invalid', fields: { doneOn: expect.any(String) } });
    const long = await refusal(
      mark(order.number, piece!.lineId, 'measurements_confirmed', { note: 'x'.repeat(501) }),
    );
    expect(long.fields).toHaveProperty('note');
    const elsewhere = await refusal(mark(other.number, piece!.lineId, 'measurements_confirmed'));
    expect(elsewhere).toMatchObject({ kind: 'not_found', code: 'not_an_atelier_piece' });
    const shopper = await refusal(
      recordStage(
        { ...staff, role: 'customer' as never },
        {
          number: order.number,
          line: piece!.lineId,
          stage: 'measurements_confirmed',
          doneOn: today(),
          note: '',
          tell: false,
        },
      ),
    );
    expect(shopper.kind).toBe('forbidden');
    const [untouched] = await readAtelierPieces(order);
    expect(untouched!.next?.stage).toBe('measurements_confirmed');
  });

  it('puts the piece with least slack first on the board, and leaves shipped orders off it', async () => {
    const roomy = await placeMeasured(90);
    const tight = await placeMeasured(30);
    const shipped = await placeMeasured(10);
    await getDb().update(orders).set({ status: 'shipped' }).where(eq(orders.id, shipped.id));
    const board = await readAtelierBoard();
    const numbers = board.map((row) => row.number);
    expect(numbers.indexOf(tight.number)).toBeLessThan(numbers.indexOf(roomy.number));
    expect(numbers).not.toContain(shipped.number);
    const row = board.find((entry) => entry.number === tight.number)!;
    expect(row).toMatchObject({ slack: -10, current: null, next: 'measurements_confirmed' });
    for (let index = 1; index < board.length; index += 1) {
      expect(board[index]!.slack ?? Infinity).toBeGreaterThanOrEqual(
        board[index - 1]!.slack ?? -Infinity,
      );
    }
  });

  it('tells the owner once at 14 days and once at 7 before her event while the piece has not shipped', async () => {
    await getDb()
      .insert(users)
      .values({ phone: '+8801711000099', name: 'Owner', staffRole: 'owner' })
      .onConflictDoNothing();
    const order = await placeMeasured(20);
    const [piece] = await readAtelierPieces(order);
    const ownerSms = async () =>
      (
        await getDb()
          .select({ body: outboxMessages.body })
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, '+8801711000099'))
      )
        .map((row) => row.body)
        .filter((body) => body.includes(order.number));
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);

    await atelierAlertsJob({}, undefined, day(5));
    expect(await ownerSms()).toEqual([]);
    await atelierAlertsJob({}, undefined, day(6));
    await atelierAlertsJob({}, undefined, day(7));
    expect(await ownerSms()).toHaveLength(1);
    expect((await ownerSms())[0]).toContain('her event is in 14 days');
    await atelierAlertsJob({}, undefined, day(13));
    await atelierAlertsJob({}, undefined, day(13));
    expect(await ownerSms()).toHaveLength(2);
    expect((await ownerSms())[1]).toContain('her event is in 7 days');
    const kept = await getDb()
      .select({ days: atelierAlerts.daysBefore })
      .from(atelierAlerts)
      .where(eq(atelierAlerts.orderItemId, piece!.lineId));
    expect(kept.map((row) => row.days).sort()).toEqual([14, 7]);
    const [row] = (await readAtelierBoard(day(13))).filter(
      (entry) => entry.number === order.number,
    );
    expect(row!.alerted).toEqual([14, 7]);
  });

  it('tells the owner nothing of a piece whose order has shipped', async () => {
    const order = await placeMeasured(10);
    await getDb().update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    await atelierAlertsJob({}, undefined, new Date());
    const [piece] = await readAtelierPieces(order);
    expect(
      await getDb()
        .select()
        .from(atelierAlerts)
        .where(eq(atelierAlerts.orderItemId, piece!.lineId)),
    ).toEqual([]);
    expect(
      await getDb()
        .select()
        .from(atelierStageRows)
        .where(eq(atelierStageRows.orderItemId, piece!.lineId)),
    ).toHaveLength(8);
  });
});
