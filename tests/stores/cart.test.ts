import { clientLimits } from '@/lib/config';
import { cartReducers, emptyCart } from '@/stores/cart-reducers';
import { line } from './cart-fixtures';

const quantities = (cart: typeof emptyCart) =>
  cart.addtocartlist.map((item) => [item.id, item.quantity]);

describe('cart transitions (docs/store-spec.md section 4)', () => {
  it('adds a new id, and raises the quantity of an existing one', () => {
    let cart = cartReducers.add(emptyCart, line(1, { quantity: 2 }));
    cart = cartReducers.add(cart, line(2));
    cart = cartReducers.add(cart, line(1));
    expect(quantities(cart)).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(cart.numberCart).toBe(4);
    expect(cart.totalAmount).toBe(3 * 1000 + 2000);
  });

  it('takes the newest price and details when an id is added again', () => {
    let cart = cartReducers.add(emptyCart, line(1));
    cart = cartReducers.add(cart, line(1, { price: 1500, name: 'Renamed' }));
    expect(cart.addtocartlist).toEqual([line(1, { quantity: 2, price: 1500, name: 'Renamed' })]);
    expect(cart.totalAmount).toBe(3000);
  });

  it('keeps quantities whole and between 1 and the stock', () => {
    let cart = cartReducers.add(emptyCart, line(1, { quantity: 9 }));
    expect(cart.numberCart).toBe(5);
    cart = cartReducers.updateQuantity(cart, 1, 0);
    expect(cart.numberCart).toBe(5);
    cart = cartReducers.updateQuantity(cart, 1, -3);
    expect(cart.numberCart).toBe(5);
    cart = cartReducers.updateQuantity(cart, 1, Number.NaN);
    expect(cart.numberCart).toBe(5);
    cart = cartReducers.updateQuantity(cart, 1, 2.7);
    expect(cart.numberCart).toBe(2);
    cart = cartReducers.updateQuantity(cart, 1, 50);
    expect(cart.numberCart).toBe(5);
  });

  it('keeps a line sewn to measurements at one piece, however it is added or set', () => {
    const measurements = { unit: 'in' as const, values: { bust: 34 } };
    let cart = cartReducers.add(emptyCart, line(1, { quantity: 3, measurements }));
    expect(quantities(cart)).toEqual([[1, 1]]);
    cart = cartReducers.add(cart, line(1, { quantity: 2, measurements }));
    cart = cartReducers.updateQuantity(cart, 1, 3);
    expect(quantities(cart)).toEqual([[1, 1]]);
    // A standard-size line of the same variant, later given measurements, becomes one piece.
    cart = cartReducers.add(cartReducers.add(emptyCart, line(2, { quantity: 3 })), {
      ...line(2, { measurements }),
    });
    expect(quantities(cart)).toEqual([[2, 1]]);
  });

  it('adds nothing sold out, nothing of no quantity, and nothing past the line limit', () => {
    expect(cartReducers.add(emptyCart, line(3, { stock: 0 }))).toBe(emptyCart);
    expect(cartReducers.add(emptyCart, line(3, { quantity: 0 }))).toBe(emptyCart);
    expect(cartReducers.add(emptyCart, line(3, { quantity: Infinity }))).toBe(emptyCart);
    const full = Array.from({ length: clientLimits.cartLines }, (_, index) => line(index + 1));
    const cart = cartReducers.replace(emptyCart, full);
    expect(cartReducers.add(cart, line(999))).toBe(cart);
    expect(cartReducers.add(cart, line(1)).numberCart).toBe(clientLimits.cartLines + 1);
  });

  it('sets a quantity, deletes a line, and recomputes count and total', () => {
    let cart = cartReducers.add(cartReducers.add(emptyCart, line(1)), line(2, { quantity: 2 }));
    cart = cartReducers.updateQuantity(cart, 1, 4);
    expect([cart.numberCart, cart.totalAmount]).toEqual([6, 4000 + 4000]);
    cart = cartReducers.remove(cart, 1);
    expect([cart.numberCart, cart.totalAmount]).toEqual([2, 4000]);
    expect(cartReducers.remove(cart, 77).addtocartlist).toEqual(cart.addtocartlist);
  });

  it('clears the list, the count, the total and the payment details, and nothing else', () => {
    const state = {
      ...cartReducers.add(emptyCart, line(1, { quantity: 2 })),
      paymentDetails: { method: 'cod' },
      wishlist: [7],
    };
    expect(cartReducers.clear(state)).toEqual({ ...emptyCart, wishlist: [7] });
  });

  it('rounds the total to paisa', () => {
    const cart = cartReducers.add(
      cartReducers.add(emptyCart, line(1, { price: 0.1, quantity: 3 })),
      line(2, { price: 0.2 }),
    );
    expect(cart.totalAmount).toBe(0.5);
  });
});
