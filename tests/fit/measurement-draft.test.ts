import { checkDraft, inUnit } from '@/components/fit/measurement-draft';
import { leadTimeText } from '@/lib/catalogue/schemas/lead-time';
import { rangeIn } from '@/lib/catalogue/schemas/measurement-kinds';
import { restoreLines } from '@/stores/restore-state';

describe('the measurements form’s rules', () => {
  const kinds = ['bust', 'waist', 'hip', 'length'] as const;

  it('gives the line’s measurements when every one asked is typed and in range', () => {
    const checked = checkDraft(
      {
        unit: 'in',
        values: { bust: '34', waist: '28.5', hip: '38', length: '42' },
        note: ' Heels ',
      },
      kinds,
    );
    expect(checked).toEqual({
      measurements: {
        unit: 'in',
        values: { bust: 34, waist: 28.5, hip: 38, length: 42 },
        note: 'Heels',
      },
      errors: null,
    });
  });

  it('reads measurements typed in Bangla digits as the same numbers', () => {
    const checked = checkDraft(
      { unit: 'in', values: { bust: '৩৪', waist: '২৮.৫', hip: '38', length: '৪২' }, note: '' },
      kinds,
    );
    expect(checked.measurements?.values).toEqual({ bust: 34, waist: 28.5, hip: 38, length: 42 });
    expect(inUnit({ unit: 'in', values: { bust: '৩৪' }, note: '' }, 'cm').values.bust).toBe('86.4');
  });

  it('names each field that is missing, not a number or out of range, as the server would', () => {
    const checked = checkDraft(
      { unit: 'cm', values: { bust: '34', waist: 'abc', length: '110' }, note: '' },
      kinds,
    );
    expect(checked.measurements).toBeNull();
    expect(checked.errors).toEqual({
      bust: 'must be from 60 to 160 cm',
      waist: 'Enter a number',
      hip: 'Enter the hip',
    });
  });

  it('converts what was typed when the unit changes, and leaves text that is no number', () => {
    expect(
      inUnit({ unit: 'in', values: { bust: '34', waist: '', hip: 'x' }, note: '' }, 'cm'),
    ).toEqual({ unit: 'cm', values: { bust: '86.4', waist: '', hip: 'x' }, note: '' });
    expect(rangeIn('bust', 'in')).toEqual({ min: 23.6, max: 63 });
  });

  it('says the lead time in whole weeks', () => {
    expect(leadTimeText(42)).toBe('Made to measure · ready in about 6 weeks');
    expect(leadTimeText(3)).toBe('Made to measure · ready in about 1 week');
  });

  it('keeps a stored line’s measurements only when they have the right shape', () => {
    const line = {
      id: 1,
      quantity: 1,
      price: 100,
      stock: 2,
      productId: 1,
      slug: 'a',
      name: 'A',
      sku: 'A-1',
      size: 'M',
      colour: 'Red',
      image: '/images/a.webp',
    };
    const measured = {
      ...line,
      measurements: { unit: 'in', values: { bust: 34 } },
      leadTimeDays: 42,
    };
    const broken = { ...line, id: 2, measurements: { unit: 'ft', values: { bust: '34' } } };
    expect(restoreLines({ addtocartlist: [measured, broken] })).toEqual([measured]);
  });
});

describe('a checked cart line', () => {
  it('keeps its measurements when the catalogue changes its price', async () => {
    const { checkLines } = await import('@/stores/cart-check');
    const line = {
      id: 7,
      quantity: 1,
      price: 100,
      stock: 3,
      productId: 2,
      slug: 'gown',
      name: 'Gown',
      sku: 'G-1',
      size: 'M',
      colour: 'Ivory',
      image: '/images/g.webp',
      measurements: { unit: 'in' as const, values: { bust: 34 } },
      leadTimeDays: 56,
    };
    const found = {
      id: 7,
      sku: 'G-1',
      size: 'M',
      colour: 'Ivory',
      price: 120,
      stock: 3,
      in_stock: true,
      product_id: 2,
      slug: 'gown',
      name: 'Gown',
      active: true,
      image: '/images/g.webp',
      lead_time_days: 56,
    };
    const { lines } = checkLines([line], [7], [found]);
    expect(lines).toEqual([{ ...line, price: 120 }]);
  });
});
