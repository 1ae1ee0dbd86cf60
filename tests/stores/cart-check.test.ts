import { checkLines } from '@/stores/cart-check';
import { line, lookupOf } from './cart-fixtures';

describe('checking the cart against the variant lookup', () => {
  const one = line(1, { quantity: 2 });
  const two = line(2, { quantity: 4 });

  it('changes nothing, and says nothing, when the server agrees', () => {
    const checked = checkLines([one, two], [1, 2], [lookupOf(one), lookupOf(two)]);
    expect(checked.notices).toEqual([]);
    expect(checked.lines[0]).toBe(one);
    expect(checked.lines[1]).toBe(two);
  });

  it('takes a changed price, with a notice naming the old one', () => {
    const checked = checkLines([one], [1], [lookupOf(one, { price: 1200 })]);
    expect(checked.lines).toEqual([{ ...one, price: 1200 }]);
    expect(checked.notices).toEqual([{ kind: 'price', line: { ...one, price: 1200 }, was: 1000 }]);
  });

  it('caps a quantity above the new stock, and raises the stock it allows', () => {
    const checked = checkLines(
      [one, two],
      [1, 2],
      [lookupOf(one, { stock: 9 }), lookupOf(two, { stock: 3 })],
    );
    expect(checked.lines.map((item) => [item.quantity, item.stock])).toEqual([
      [2, 9],
      [3, 3],
    ]);
    expect(checked.notices).toEqual([
      { kind: 'capped', line: { ...two, quantity: 3, stock: 3 }, was: 4 },
    ]);
  });

  it('takes a sold-out, hidden or deleted variant out of the cart, with a notice', () => {
    const three = line(3);
    const checked = checkLines(
      [one, two, three],
      [1, 2, 3],
      [lookupOf(one, { stock: 0, in_stock: false }), lookupOf(three, { active: false })],
    );
    expect(checked.lines).toEqual([]);
    expect(checked.notices).toEqual([
      { kind: 'sold_out', line: one },
      { kind: 'removed', line: two },
      { kind: 'removed', line: three },
    ]);
  });

  it('keeps lines added after the lookup was asked, and refreshes names and photos silently', () => {
    const renamed = lookupOf(one, { name: 'New name', image: '/media/products/new.webp' });
    const checked = checkLines([one, two], [1], [renamed]);
    expect(checked.lines).toEqual([
      { ...one, name: 'New name', image: '/media/products/new.webp' },
      two,
    ]);
    expect(checked.notices).toEqual([]);
  });
});
