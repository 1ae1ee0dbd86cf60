import { clientLimits } from '@/lib/config';
import { emptyCart } from '@/stores/cart-reducers';
import { migrateState, restoreState } from '@/stores/restore-state';
import { line } from './cart-fixtures';

const restored = (stored: unknown) => restoreState(stored, emptyCart);
const noDate = { occasion: null, needBy: null };
const empty = { ...emptyCart, wishlist: [], owner: null, unsaved: false, dateFor: noDate };

describe('restoring the stored state', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'garbage'],
    ['a number', 42],
    ['a list', [line(1)]],
    ['lists of the wrong type', { addtocartlist: 'x', wishlist: { 1: true } }],
    ['a line with a negative quantity', { addtocartlist: [line(1, { quantity: -2 })] }],
    ['a line with a fractional quantity', { addtocartlist: [line(1, { quantity: 1.5 })] }],
    ['a line with a text price', { addtocartlist: [{ ...line(1), price: '10' }] }],
    ['a line with an infinite price', { addtocartlist: [{ ...line(1), price: Infinity }] }],
    ['a line without a name', { addtocartlist: [{ ...line(1), name: undefined }] }],
    ['a line with a very long name', { addtocartlist: [line(1, { name: 'x'.repeat(301) })] }],
    ['a photo from elsewhere', { addtocartlist: [line(1, { image: 'https://evil.test/x.png' })] }],
    ['a sold-out line', { addtocartlist: [line(1, { stock: 0 })] }],
    ['a line that is not an object', { addtocartlist: [null, 7, 'x'] }],
    ['wishlist ids that are not ids', { wishlist: [0, -1, 1.5, '3', null] }],
  ])('starts empty from %s', (_, stored) => {
    expect(restored(stored)).toEqual(empty);
  });

  it('resets an over-long list rather than reading it', () => {
    const lines = Array.from({ length: clientLimits.cartLines + 1 }, (_, index) => line(index + 1));
    const wishlist = Array.from({ length: clientLimits.wishlist + 1 }, (_, index) => index + 1);
    expect(restored({ addtocartlist: lines, wishlist: [1] }).addtocartlist).toEqual([]);
    expect(restored({ addtocartlist: [line(1)], wishlist }).wishlist).toEqual([]);
    expect(restored({ addtocartlist: [line(1)], wishlist }).addtocartlist).toEqual([line(1)]);
  });

  it('drops only the broken part: a bad line, or a bad wishlist, leaves the rest', () => {
    const state = restored({
      addtocartlist: [line(1), { ...line(2), quantity: -1 }, line(3)],
      wishlist: 'garbage',
    });
    expect(state.addtocartlist.map((item) => item.id)).toEqual([1, 3]);
    expect(state.wishlist).toEqual([]);
    expect(restored({ addtocartlist: 'garbage', wishlist: [4, 4, 2] })).toEqual({
      ...empty,
      wishlist: [4, 2],
    });
  });

  it('recomputes the count and total from valid lines instead of trusting them', () => {
    const state = restored({
      addtocartlist: [line(1, { quantity: 2 }), line(2), line(1, { quantity: 9 })],
      numberCart: 999,
      totalAmount: 1,
    });
    expect(state.addtocartlist.map((item) => [item.id, item.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect([state.numberCart, state.totalAmount]).toEqual([6, 7000]);
  });

  it('keeps the payment details of the page it is restored into', () => {
    const current = { ...emptyCart, paymentDetails: { method: 'cod' } };
    expect(restoreState({ addtocartlist: [line(1)] }, current).paymentDetails).toEqual({
      method: 'cod',
    });
  });
});

describe('migrating an older stored state', () => {
  it('keeps the cart of version 1 and starts an empty wishlist', () => {
    const v1 = { addtocartlist: [line(1, { quantity: 2 }), line(2)] };
    expect(migrateState(v1, 1)).toEqual({
      addtocartlist: v1.addtocartlist,
      wishlist: [],
      owner: null,
      unsaved: false,
      dateFor: noDate,
    });
  });

  it('drops what version 1 got wrong and keeps the rest', () => {
    const v1 = { addtocartlist: [line(1), { id: 'x' }] };
    expect(migrateState(v1, 1)).toEqual({
      addtocartlist: [line(1)],
      wishlist: [],
      owner: null,
      unsaved: false,
      dateFor: noDate,
    });
    expect(migrateState('garbage', 1)).toEqual({
      addtocartlist: [],
      wishlist: [],
      owner: null,
      unsaved: false,
      dateFor: noDate,
    });
  });

  it('keeps what passes the checks from any other version', () => {
    expect(migrateState({ addtocartlist: [line(1)], wishlist: [3], owner: 4 }, 0)).toEqual({
      addtocartlist: [line(1)],
      wishlist: [3],
      owner: 4,
      unsaved: false,
      dateFor: noDate,
    });
  });
});

describe('whose cart it is', () => {
  it.each([
    [{ owner: 7, unsaved: true }, 7, true],
    [{ owner: 7 }, 7, false],
    [{ owner: 0, unsaved: 'yes' }, null, false],
    [{ owner: '7', unsaved: 1 }, null, false],
    [{ owner: 1.5 }, null, false],
  ])('restores %j as owner %p, unsaved %p', (stored, owner, unsaved) => {
    expect(restoreState(stored, emptyCart)).toMatchObject({ owner, unsaved });
  });
});

describe('the date it is for', () => {
  it.each([
    [{ dateFor: { occasion: 'wedding', needBy: '2026-03-20' } }, 'wedding', '2026-03-20'],
    [{ dateFor: { occasion: 'party', needBy: '20 March' } }, null, null],
    [{ dateFor: { occasion: 'holud', needBy: 20260320 } }, 'holud', null],
    [{ dateFor: 'wedding' }, null, null],
  ])('restores %j as %p by %p', (stored, occasion, needBy) => {
    expect(restoreState(stored, emptyCart).dateFor).toEqual({ occasion, needBy });
  });
});
