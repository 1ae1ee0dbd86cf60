import { invoicePdf } from '@/lib/ordering/orders/documents/invoice-pdf';
import type { OrderDocument } from '@/lib/ordering/orders/documents/order-document';
import { fontsOf, imagesOf, readPdf } from './pdf-reader';
import { from, qrModules, sampleOrder } from './sample-order';

const read = async (order: OrderDocument) =>
  readPdf(await invoicePdf(order, { from, compress: false }));

describe('the A4 invoice', () => {
  let invoice: Awaited<ReturnType<typeof read>>;
  let lines: string[];
  beforeAll(async () => {
    invoice = await read(sampleOrder());
    lines = invoice.pages[0]!.lines;
  });

  it('is one A4 page', () => {
    expect(invoice.pages).toHaveLength(1);
    expect(invoice.pages[0]!.mediaBox).toEqual([0, 0, 595.28, 841.89]);
  });

  it('heads it with the store, the order number and when it was placed, in Dhaka time', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'NOOR-E-JAHAN INVOICE',
        'Order NJ-260521-48271',
        'House 42, Road 11, Banani Placed 21 May 2026, 14:05 (Dhaka)',
        'Dhaka 1213, Bangladesh Status: Packed',
        '+880 1711-000000 · care@noorejahan.com.bd',
      ]),
    );
  });

  it('says who it is billed and delivered to', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'BILLED TO DELIVER TO',
        'Ayesha Rahman House 7, Road 3',
        '+8801712345678 Banani',
        'ayesha@example.com Dhaka, Dhaka',
      ]),
    );
  });

  it('lists each item with size, colour, quantity, prices, measurements and note', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'ITEM QTY UNIT PRICE TOTAL',
        'Maroon Zardozi Lehenga 1 ৳ 4,52,000 ৳ 4,52,000',
        'Size M · Colour Maroon',
        'Measurements: Bust 34 in · Waist 28 in · Hip round 38',
        'Note: Hem two inches shorter',
        'Ivory Chikankari Clutch 2 ৳ 6,500 ৳ 13,000',
        'Size One · Colour Ivory',
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Note:'))).toHaveLength(1);
  });

  it('adds up subtotal, discount and delivery to the total, and says what is due on delivery', () => {
    const totals = lines.slice(lines.indexOf('Subtotal ৳ 4,65,000'));
    expect(totals).toEqual([
      'Subtotal ৳ 4,65,000',
      'Discount (EID10) −৳ 46,500',
      'Delivery (Inside Dhaka) ৳ 80',
      'Total ৳ 4,18,580',
      'Payment: Cash on delivery · Not paid yet',
      'Amount due on delivery ৳ 4,18,580',
      expect.stringMatching(/^Thank you for choosing Noor-e-Jahan\. .* Page 1 of 1$/),
    ]);
  });

  it('draws the taka sign from the embedded Noto Sans Bengali, the rest in Helvetica', () => {
    const { fonts, runs } = invoice.pages[0]!;
    const faces = new Set(
      runs.filter((run) => run.text.includes('৳')).map((run) => fonts.get(run.font)),
    );
    expect([...faces]).toEqual([expect.stringMatching(/^[A-Z]{6}\+NotoSansBengali-Regular$/)]);
    expect(fontsOf(invoice.objects)).toEqual([
      { name: expect.stringMatching(/\+NotoSansBengali-Regular$/), embedded: true },
    ]);
    expect(new Set(fonts.values())).toEqual(
      new Set(['Helvetica', 'Helvetica-Bold', [...faces][0]]),
    );
  });

  it('carries the order number as a QR code, drawn at 84 points', () => {
    const { read, wanted, squares } = qrModules(invoice.pages[0]!, 84, 'NJ-260521-48271');
    expect(squares).toBeGreaterThan(50);
    expect(read).toEqual(wanted);
    expect(qrModules(invoice.pages[0]!, 84, 'NJ-260521-48272').wanted).not.toEqual(read);
    expect(imagesOf(invoice.objects)).toEqual([]);
  });

  it('leaves the discount out when there is none; an order paid online is due nothing', async () => {
    const paid = await read(
      sampleOrder({
        discount: { code: null, amount: 0 },
        total: 465080,
        payment: { method: 'sslcommerz', status: 'paid' },
      }),
    );
    const paidLines = paid.pages[0]!.lines;
    expect(paidLines.some((line) => line.startsWith('Discount'))).toBe(false);
    expect(paidLines).toEqual(
      expect.arrayContaining([
        'Total ৳ 4,65,080',
        'Payment: Card or mobile banking (SSLCommerz) · Paid',
        'Amount due on delivery ৳ 0',
      ]),
    );
  });

  it('runs a long order over numbered pages, the table headed again, the totals at the end', async () => {
    const item = sampleOrder().items[1]!;
    const long = await read(sampleOrder({ items: Array.from({ length: 45 }, () => item) }));
    const count = long.pages.length;
    expect(count).toBeGreaterThan(1);
    long.pages.forEach((page, index) => {
      expect(page.mediaBox).toEqual([0, 0, 595.28, 841.89]);
      expect(page.lines).toContain('ITEM QTY UNIT PRICE TOTAL');
      expect(page.lines.at(-1)).toMatch(new RegExp(`Page ${index + 1} of ${count}$`));
    });
    expect(long.pages[1]!.lines[0]).toBe('Invoice NJ-260521-48271 (continued)');
    const rows = long.pages
      .flatMap((page) => page.lines)
      .filter((line) => line.startsWith('Ivory'));
    expect(rows).toHaveLength(45);
    expect(long.pages.filter((page) => page.lines.includes('Total ৳ 4,18,580'))).toEqual([
      long.pages.at(-1),
    ]);
  });

  it('writes Bangla in the Bengali face, shaped: the vowel sign e drawn before its consonant', async () => {
    const bangla = await read(
      sampleOrder({
        contact: { name: 'আয়েশা রহমান', phone: '+8801712345678', email: null },
      }),
    );
    // Glyphs in the order they are drawn: য় then ে is drawn ে then য়.
    expect(bangla.pages[0]!.lines).toContain('আেয়শা রহমান House 7, Road 3');
  });

  it('compresses its pages unless told not to', async () => {
    const compressed = await invoicePdf(sampleOrder(), { from });
    const plain = await invoicePdf(sampleOrder(), { from, compress: false });
    expect(compressed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(compressed.length).toBeLessThan(plain.length);
    expect(compressed.includes('Order NJ-')).toBe(false);
  });
});
