import { fieldErrorText } from '@/components/account/field-error-text';
import { zodFields } from '@/lib/http/server/zod-fields';
import { discountCodeSchema } from '@/lib/ordering/discounts/schemas';
import { price, whole } from '@/lib/validation/form-values';

describe('a price as staff type it', () => {
  it.each([
    ['87000', 87000],
    ['87,000', 87000],
    ['৮৭,০০০', 87000],
    ['৮৭০০০', 87000],
    ['1,00,000', 100000],
    ['12,50,000.50', 1250000.5],
    ['1,234,567', 1234567],
    [' 5000.50 ', 5000.5],
  ])('reads %s as %d', (typed, amount) => {
    expect(price.parse(typed)).toBe(amount);
  });

  it.each(['87,00', '1,5', '12,000 taka', 'eighty', '0', '-87,000', '1,0000'])(
    'refuses %s with a message that says what to type',
    (typed) => {
      const result = price.safeParse(typed);
      expect(result.success).toBe(false);
      expect(zodFields(result.error!)).toEqual({
        input: 'must be an amount in BDT above 0, such as 87000, 87,000 or 5000.50',
      });
    },
  );

  it('reads grouped thousands in the other number fields too', () => {
    expect(whole(0, 9_999_999, 'whole taka').parse('10,000')).toBe(10000);
  });
});

describe('a field’s error', () => {
  it.each([
    ['Name', 'is required', 'Name is required'],
    ['Price (৳)', 'must be an amount in BDT above 0', 'Price must be an amount in BDT above 0'],
    ['Link to', 'is required', 'Link to is required'],
    ['Code', 'Use 3 to 32 letters, digits', 'Use 3 to 32 letters, digits'],
    ['Code', 'each variant may appear once', 'Each variant may appear once'],
    [undefined, 'is required', 'Is required'],
  ])('%s with “%s” reads “%s”', (label, message, shown) => {
    expect(fieldErrorText(label, message)).toBe(shown);
  });
});

describe('a discount code', () => {
  it('is kept in capitals, however it was typed', () => {
    const input = discountCodeSchema.parse({
      code: ' eid-2026 ',
      kind: 'percent',
      value: '10',
      appliesTo: 'all',
    });
    expect(input.code).toBe('EID-2026');
  });
});
