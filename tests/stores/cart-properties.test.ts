import fc from 'fast-check';
import { cartReducers, emptyCart, type CartState } from '@/stores/cart-reducers';
import { checkLines } from '@/stores/cart-check';
import { line, lookupOf } from './cart-fixtures';

const id = fc.integer({ min: 1, max: 6 });
const quantity = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.double({ min: -2, max: 12, noNaN: false }),
);
const price = fc.integer({ min: 1, max: 500_000 }).map((paisa) => paisa / 100);

type Step = (cart: CartState) => CartState;

const step: fc.Arbitrary<Step> = fc.oneof(
  fc
    .record({ id, quantity, price, stock: fc.integer({ min: 0, max: 8 }) })
    .map((item) => (cart: CartState) => cartReducers.add(cart, line(item.id, item))),
  fc.tuple(id, quantity).map(
    ([i, q]) =>
      (cart: CartState) =>
        cartReducers.updateQuantity(cart, i, q),
  ),
  id.map((i) => (cart: CartState) => cartReducers.remove(cart, i)),
  fc.constant((cart: CartState) => cartReducers.clear(cart)),
  // The server's answer for some lines: new prices and stock, some gone.
  fc
    .tuple(fc.array(id), price, fc.integer({ min: 0, max: 8 }))
    .map(([ids, newPrice, stock]) => (cart: CartState) => {
      const answer = cart.addtocartlist
        .filter((item) => ids.includes(item.id))
        .map((item) => lookupOf(item, { price: newPrice, stock }));
      const asked = cart.addtocartlist.map((item) => item.id);
      return cartReducers.replace(cart, checkLines(cart.addtocartlist, asked, answer).lines);
    }),
);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the cart after any sequence of operations', () => {
  it('counts the sum of quantities, totals the sum of lines, and keeps quantities within 1..stock', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const cart = steps.reduce((state, apply) => apply(state), emptyCart);
        const lines = cart.addtocartlist;
        expect(cart.numberCart).toBe(sum(lines.map((item) => item.quantity)));
        expect(cart.totalAmount).toBeCloseTo(
          sum(lines.map((item) => item.price * item.quantity)),
          2,
        );
        expect(cart.totalAmount).toBe(Number(cart.totalAmount.toFixed(2)));
        for (const item of lines) {
          expect(Number.isInteger(item.quantity)).toBe(true);
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(item.stock);
        }
        expect(new Set(lines.map((item) => item.id)).size).toBe(lines.length);
      }),
      { numRuns: 500 },
    );
  });
});
