import { findOrderPieces } from '@/lib/ordering/orders/order-pieces';
import { quoteOrder } from '@/lib/ordering/orders/quote';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { variantBySku } from '@/tests/api/orders/support';
import { refusal } from '@/tests/stock/support';

describeAppDatabase('the staff order form’s pieces and summary', buildCatalogue, () => {
  const id: Record<string, number> = {};

  beforeAll(async () => {
    for (const sku of ['BL-1-S', 'BL-1-M', 'SR-7-Free', 'BL-99-M', 'AC_1-One']) {
      id[sku] = (await variantBySku(sku)).id;
    }
  });

  it('finds pieces on sale by name or SKU, each size with its price and stock', async () => {
    const [lehenga, ...others] = await findOrderPieces('zardozi');
    expect(others).toEqual([]);
    expect(lehenga).toMatchObject({ name: 'Maroon Zardozi Lehenga', photo: expect.any(String) });
    expect(lehenga!.variants.map((v) => [v.sku, v.size, v.price, v.stock])).toEqual([
      ['BL-1-S', 'S', 52000, 0],
      ['BL-1-M', 'M', 54000, 2],
    ]);
    expect((await findOrderPieces('sr-7')).map((piece) => piece.name)).toEqual([
      'Ivory Banarasi Saree',
    ]);
    // An unpublished piece cannot be ordered, so it is not offered.
    expect(await findOrderPieces('Draft Lehenga')).toEqual([]);
  });

  it('prices the summary as an order would be, naming what cannot be placed', async () => {
    const quote = await quoteOrder({
      items: [
        { id: id['SR-7-Free']!, quantity: 2 },
        { id: id['BL-1-S']!, quantity: 1 },
        { id: id['BL-1-M']!, quantity: 3 },
        { id: id['BL-99-M']!, quantity: 1 },
      ],
      delivery: 'outside_dhaka',
    });
    expect(quote.lines.map((line) => [line.sku, line.lineTotal, line.problem])).toEqual([
      ['SR-7-Free', 36000, null],
      ['BL-1-S', 52000, 'is sold out'],
      ['BL-1-M', 162000, 'only 2 left in stock'],
    ]);
    expect(quote).toMatchObject({
      unknown: [id['BL-99-M']],
      subtotal: 36000 + 52000 + 162000,
      deliveryCharge: 150,
      total: 36000 + 52000 + 162000 + 150,
      ready: false,
    });
  });

  it('leaves delivery and total open until the district is known', async () => {
    const quote = await quoteOrder({ items: [{ id: id['AC_1-One']!, quantity: 1 }] });
    expect(quote).toMatchObject({
      subtotal: 4500,
      delivery: null,
      deliveryCharge: null,
      total: null,
      ready: true,
    });
    const refused = await refusal(() => quoteOrder({ items: [] }));
    expect(refused.fields).toEqual({ items: 'Add at least one piece' });
  });
});
