import QRCode from 'qrcode';
import { qrQuietModules } from '@/lib/ordering/orders/documents/order-qr';
import type { OrderDocument } from '@/lib/ordering/orders/documents/order-document';
import type { StoreDetails } from '@/lib/ordering/orders/documents/store-details';
import type { PdfPage } from './pdf-reader';

export const from: StoreDetails = {
  name: 'Noor-e-Jahan',
  addressLines: ['House 42, Road 11, Banani', 'Dhaka 1213, Bangladesh'],
  phone: '+880 1711-000000',
  email: 'care@noorejahan.com.bd',
};

/** A cash-on-delivery order of two lines (one made to measure), with a discount and a courier. */
export function sampleOrder(changes: Partial<OrderDocument> = {}): OrderDocument {
  return {
    number: 'NJ-260521-48271',
    // 14:05 in Dhaka (UTC+6).
    placedAt: new Date('2026-05-21T08:05:00Z'),
    status: 'packed',
    contact: { name: 'Ayesha Rahman', phone: '+8801712345678', email: 'ayesha@example.com' },
    address: { division: 'Dhaka', district: 'Dhaka', area: 'Banani', line: 'House 7, Road 3' },
    delivery: 'inside_dhaka',
    items: [
      {
        name: 'Maroon Zardozi Lehenga',
        size: 'M',
        colour: 'Maroon',
        quantity: 1,
        unitPrice: 452000,
        lineTotal: 452000,
        measurements: { bust: { value: 34, unit: 'in' }, waist: '28 in', hip_round: 38 },
        note: 'Hem two inches shorter',
      },
      {
        name: 'Ivory Chikankari Clutch',
        size: 'One',
        colour: 'Ivory',
        quantity: 2,
        unitPrice: 6500,
        lineTotal: 13000,
        measurements: null,
        note: '',
      },
    ],
    subtotal: 465000,
    discount: { code: 'EID10', amount: 46500 },
    deliveryCharge: 80,
    total: 418580,
    advance: 0,
    payment: { method: 'cod', status: 'unpaid' },
    courier: { name: 'steadfast', trackingCode: 'SF12345678', consignmentId: '998877' },
    ...changes,
  };
}

/**
 * The QR code a page draws as squares `size` points wide (quiet zone included), read back
 * module by module, beside what the qrcode library encodes for `number`: equal when the
 * page carries the number.
 */
export function qrModules(page: PdfPage, size: number, number: string) {
  const expected = QRCode.create(number, { errorCorrectionLevel: 'M' }).modules;
  const moduleSize = size / (expected.size + 2 * qrQuietModules);
  const squares = page.rectangles.filter((rect) => Math.abs(rect.height - moduleSize) < 1e-3);
  // The top-left module is dark (a finder pattern's corner): it fixes the grid.
  const left = Math.min(...squares.map((rect) => rect.x));
  const top = Math.min(...squares.map((rect) => rect.y));
  const read = Array.from({ length: expected.size ** 2 }, () => false);
  for (const rect of squares) {
    const row = Math.round((rect.y - top) / moduleSize);
    const first = Math.round((rect.x - left) / moduleSize);
    const count = Math.round(rect.width / moduleSize);
    for (let column = first; column < first + count; column += 1) {
      read[row * expected.size + column] = true;
    }
  }
  const wanted = Array.from({ length: expected.size ** 2 }, (_, index) =>
    Boolean(expected.get(Math.floor(index / expected.size), index % expected.size)),
  );
  return { read, wanted, squares: squares.length };
}
