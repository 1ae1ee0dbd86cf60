import { getDb } from '@/lib/db/client';
import { moveOrder } from '@/lib/ordering/orders/desk/move-order';
import type { Actor } from '@/lib/identity/staff/actor';
import { setStock, stockOf, variantBySku } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { createShopper, type Shopper } from '@/tests/api/shopper/shopper';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { createStaff, eventsOf, movementsOfOrder, orderRow, placeCod } from './support';

// On PostgreSQL the two cancels really run at once on the pool's connections, and the lock
// on the order serves them one after the other; PGlite runs one transaction at a time,
// where the same must hold. Either way the stock comes back exactly once.
describeAppDatabase('two staff cancelling the same order at once', buildCatalogue, () => {
  let staff: [Actor, Actor];
  let shopper: Shopper;
  let saree: number;
  let clutch: number;

  beforeAll(async () => {
    staff = [await createStaff(getDb(), 'Rina Akter'), await createStaff(getDb(), 'Sumon Das')];
    shopper = await createShopper(getDb(), 'ayesha@example.com');
    saree = (await variantBySku('SR-7-Free')).id;
    clutch = (await variantBySku('AC_1-One')).id;
  });

  it.each([['pending'], ['confirmed'], ['packed']] as const)(
    'one cancel of a %s order wins, the other gets 409, and the stock comes back once',
    async (status) => {
      await setStock('SR-7-Free', 5);
      await setStock('AC_1-One', 9);
      const number = await placeCod(shopper, [
        { id: saree, quantity: 1 },
        { id: clutch, quantity: 3 },
      ]);
      if (status !== 'pending') await moveOrder(staff[0], number, 'confirmed');
      if (status === 'packed') await moveOrder(staff[0], number, 'packed');
      expect([await stockOf('SR-7-Free'), await stockOf('AC_1-One')]).toEqual([4, 6]);

      const results = await Promise.allSettled(
        staff.map((member) =>
          moveOrder(member, number, 'cancelled', { note: `Cancelled by ${member.name}` }),
        ),
      );

      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.filter((result) => result.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.reason).toMatchObject({ kind: 'conflict', code: 'invalid_transition' });
      expect([await stockOf('SR-7-Free'), await stockOf('AC_1-One')]).toEqual([5, 9]);

      const row = await orderRow(number);
      expect(row.status).toBe('cancelled');
      const returned = (await movementsOfOrder(row.id)).filter(
        (move) => move.reason === 'order_cancelled',
      );
      expect(returned.map((move) => [move.variantId, move.delta]).sort()).toEqual(
        [
          [saree, 1],
          [clutch, 3],
        ].sort(),
      );
      const cancels = (await eventsOf(number)).filter((event) => event.toStatus === 'cancelled');
      expect(cancels).toHaveLength(1);
    },
  );
});
