import { GET as orderPieces } from '@/app/api/v1/admin/order-pieces/route';
import { getDb } from '@/lib/db/client';
import type { OrderPiece } from '@/lib/ordering/orders/order-pieces';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { staffCallers, type StaffCallers } from '@/tests/api/admin/staff-callers';

type Answer = { results: OrderPiece[]; error?: { code: string; fields?: Record<string, string> } };

describeCatalogue('GET /api/v1/admin/order-pieces', () => {
  let callers: StaffCallers;
  beforeAll(async () => {
    callers = await staffCallers(getDb());
  });

  async function search(q: string, as: Record<string, string>) {
    const response = await orderPieces(
      new Request(`http://localhost/api/v1/admin/order-pieces?q=${encodeURIComponent(q)}`, {
        headers: as,
      }),
    );
    return { status: response.status, body: (await response.json()) as Answer };
  }

  it.each([
    ['signedOut', 401, 'unauthenticated'],
    ['shopper', 403, 'not_allowed'],
    ['unprovenManager', 403, 'not_allowed'],
  ] as const)('refuses a caller who is %s (%i %s)', async (who, status, code) => {
    const answer = await search('saree', callers[who]);
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
  });

  it('answers staff of every role with the pieces and their stock', async () => {
    for (const as of [callers.clerk, callers.manager, callers.owner]) {
      const answer = await search('SR-', as);
      expect(answer.status).toBe(200);
      expect(
        answer.body.results.map((piece) => [piece.name, piece.variants.map((v) => v.stock)]),
      ).toEqual([
        ['Ivory Banarasi Saree', [5]],
        ['লাল বেনারসি শাড়ি', [0]],
      ]);
    }
  });

  it('asks for something to search', async () => {
    const answer = await search('  ', callers.clerk);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toEqual({ q: 'Type part of a name or a SKU' });
  });
});
