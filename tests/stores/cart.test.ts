import { cartReducers, emptyCart, type CartItem } from '@/stores/cart-reducers';
import { restoreCart } from '@/stores/cart-store';

const line = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({
  id,
  quantity: 1,
  price: 1000 * id,
  stock: 5,
  productId: 100 + id,
  slug: `piece-${id}`,
  name: `Piece ${id}`,
  sku: `SKU-${id}`,
  size: 'M',
  colour: 'Maroon',
  image: `/media/products/piece-${id}.webp`,
  ...overrides,
});

describe('cart transitions (store-spec.md section 4)', () => {
  it('adds a new id, and raises the quantity of an existing one', () => {
    let cart = cartReducers.add(emptyCart, line(1, { quantity: 2 }));
    cart = cartReducers.add(cart, line(2));
    cart = cartReducers.add(cart, line(1));
    expect(cart.addtocartlist.map((item) => [item.id, item.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(cart.numberCart).toBe(4);
    expect(cart.totalAmount).toBe(3 * 1000 + 2000);
  });

  it('keeps quantities between 1 and the stock', () => {
    let cart = cartReducers.add(emptyCart, line(1, { quantity: 9 }));
    expect(cart.numberCart).toBe(5);
    cart = cartReducers.updateQuantity(cart, 1, 0);
    expect(cart.numberCart).toBe(5);
    cart = cartReducers.updateQuantity(cart, 1, 2.7);
    expect(cart.numberCart).toBe(2);
    expect(cartReducers.add(emptyCart, line(3, { stock: 0 }))).toBe(emptyCart);
  });

  it('sets a quantity, deletes a line, and recomputes count and total', () => {
    let cart = cartReducers.add(cartReducers.add(emptyCart, line(1)), line(2, { quantity: 2 }));
    cart = cartReducers.updateQuantity(cart, 1, 4);
    expect([cart.numberCart, cart.totalAmount]).toEqual([6, 4000 + 4000]);
    cart = cartReducers.remove(cart, 1);
    expect([cart.numberCart, cart.totalAmount]).toEqual([2, 4000]);
  });
});

describe('restoreCart', () => {
  it.each([
    ['nothing', undefined],
    ['a string', 'garbage'],
    ['a list of the wrong type', { addtocartlist: 'x' }],
    ['a line with a negative quantity', { addtocartlist: [line(1, { quantity: -2 })] }],
    ['a line with a text price', { addtocartlist: [{ ...line(1), price: '10' }] }],
    ['a line without a name', { addtocartlist: [{ ...line(1), name: undefined }] }],
  ])('resets the cart for %s', (_, stored) => {
    expect(restoreCart(stored)).toEqual(emptyCart);
  });

  it('recomputes the count and total from valid lines instead of trusting them', () => {
    const restored = restoreCart({
      addtocartlist: [line(1, { quantity: 2 }), line(2)],
      numberCart: 999,
      totalAmount: 1,
    });
    expect(restored.numberCart).toBe(3);
    expect(restored.totalAmount).toBe(4000);
  });
});
