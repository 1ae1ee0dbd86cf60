import { code128BModules } from '@/lib/ordering/orders/documents/code128';
import type { OrderDocument } from '@/lib/ordering/orders/documents/order-document';
import { shippingLabelPdf } from '@/lib/ordering/orders/documents/shipping-label-pdf';
import { readPdf, type PdfPage } from './pdf-reader';
import { from, qrModules, sampleOrder } from './sample-order';

const read = async (order: OrderDocument) =>
  readPdf(await shippingLabelPdf(order, { from, compress: false }));

/** The barcode's bars (the page's rectangles of its height) read back as modules, 1 a bar. */
function barcodeModules(page: PdfPage, modules: number): string {
  const bars = page.rectangles.filter((rect) => rect.height === 48).sort((a, b) => a.x - b.x);
  const first = bars[0]!;
  const last = bars.at(-1)!;
  const moduleSize = (last.x + last.width - first.x) / modules;
  let read = '';
  bars.forEach((bar, index) => {
    if (index > 0) {
      const previous = bars[index - 1]!;
      read += '0'.repeat(Math.round((bar.x - previous.x - previous.width) / moduleSize));
    }
    read += '1'.repeat(Math.round(bar.width / moduleSize));
  });
  return read;
}

describe('the A6 shipping label', () => {
  let label: Awaited<ReturnType<typeof read>>;
  let page: PdfPage;
  beforeAll(async () => {
    label = await read(sampleOrder());
    page = label.pages[0]!;
  });

  it('is one A6 page', () => {
    expect(label.pages).toHaveLength(1);
    expect(page.mediaBox).toEqual([0, 0, 297.64, 419.53]);
  });

  it('says who it is from and, in large type, who it goes to', () => {
    expect(page.lines.slice(0, 9)).toEqual([
      'FROM Noor-e-Jahan · +880 1711-000000',
      'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
      'TO',
      'Ayesha Rahman',
      '+8801712345678',
      'House 7, Road 3, Banani',
      'DHAKA',
      'Dhaka division',
      'CASH TO COLLECT (COD)',
    ]);
    const sizeOf = (text: string) => page.runs.find((run) => run.text === text)?.size;
    expect(sizeOf('Ayesha Rahman')).toBe(16);
    expect(sizeOf('+8801712345678')).toBe(15);
    expect(sizeOf('DHAKA')).toBe(17);
  });

  it('shows the cash to collect, the courier and its tracking code', () => {
    expect(page.lines).toEqual(
      expect.arrayContaining([
        '৳ 4,18,580',
        'Cash on delivery',
        'Steadfast · Tracking SF12345678',
        '3 pieces · placed 21 May 2026',
        'NJ-260521-48271',
      ]),
    );
  });

  it('carries the order number as a QR code and as a Code 128 barcode', () => {
    const { read, wanted } = qrModules(page, 92, 'NJ-260521-48271');
    expect(read).toEqual(wanted);
    const expected = code128BModules('NJ-260521-48271');
    expect(barcodeModules(page, expected.length)).toBe(expected);
  });

  it('collects nothing for an order paid online, and names no courier before one is booked', async () => {
    const paid = await read(
      sampleOrder({ payment: { method: 'sslcommerz', status: 'paid' }, courier: null }),
    );
    const lines = paid.pages[0]!.lines;
    expect(lines).toEqual(expect.arrayContaining(['৳ 0', 'Nothing to collect']));
    expect(lines.some((line) => line.includes('Tracking') || line.includes('Steadfast'))).toBe(
      false,
    );
  });

  it('keeps a long name and address on the one page, cut with an ellipsis', async () => {
    const long = await read(
      sampleOrder({
        contact: { name: 'Ayesha Siddika '.repeat(8), phone: '+8801712345678', email: null },
        address: {
          division: 'Chattogram',
          district: 'Cox’s Bazar',
          area: 'Kolatoli',
          line: 'Hotel Road, behind the market, third lane on the left, '.repeat(5),
        },
      }),
    );
    expect(long.pages).toHaveLength(1);
    const lines = long.pages[0]!.lines;
    const to = lines.slice(lines.indexOf('TO') + 1, lines.indexOf('COX’S BAZAR'));
    // Two lines of name, the phone, four of address: the last of each cut short.
    expect(to).toHaveLength(7);
    expect(to[1]).toMatch(/…$/);
    expect(to[6]).toMatch(/…$/);
    expect(lines).toContain('Chattogram division');
    expect(lines.at(-1)).toBe('NJ-260521-48271');
  });
});
