import {
  chosenVariant,
  initialChoice,
  optionStock,
  optionValues,
  stockLabel,
  type Variant,
} from '@/lib/catalogue/products/variant-choice';
import { openingChoice } from '@/lib/catalogue/products/variant-link';

let nextId = 1;
const variant = (size: string, colour: string, stock: number, price = 1000): Variant => ({
  id: nextId++,
  sku: `X-${size}-${colour}`,
  size,
  colour,
  price,
  stock,
  in_stock: stock > 0,
});

const variants = [
  variant('S', 'Maroon', 0),
  variant('M', 'Maroon', 2),
  variant('L', 'Maroon', 0),
  variant('S', 'Gold', 5, 1100),
  variant('M', 'Gold', 0, 1100),
  variant('L', 'Gold', 0, 1100),
];

describe('variant choice', () => {
  it('lists each size and colour once, in order', () => {
    expect(optionValues(variants, 'size')).toEqual(['S', 'M', 'L']);
    expect(optionValues(variants, 'colour')).toEqual(['Maroon', 'Gold']);
  });

  it('counts the stock of a size within the chosen colour, or across colours', () => {
    expect(optionStock(variants, 'size', 'S', {})).toBe(5);
    expect(optionStock(variants, 'size', 'S', { colour: 'Maroon' })).toBe(0);
    expect(optionStock(variants, 'size', 'L', {})).toBe(0);
    expect(optionStock(variants, 'colour', 'Maroon', { size: 'M' })).toBe(2);
  });

  it('names a variant only once every option is chosen', () => {
    expect(chosenVariant(variants, { size: 'S' })).toBeUndefined();
    expect(chosenVariant(variants, { size: 'S', colour: 'Gold' })).toMatchObject({
      stock: 5,
      price: 1100,
    });
  });

  it('chooses the options that have one value', () => {
    const one = [variant('Free Size', 'Ivory', 3)];
    expect(initialChoice(one)).toEqual({ size: 'Free Size', colour: 'Ivory' });
    expect(chosenVariant(one, initialChoice(one))).toBe(one[0]);
    const sized = [variant('S', 'Red', 1), variant('M', 'Red', 1)];
    expect(initialChoice(sized)).toEqual({ size: undefined, colour: 'Red' });
    expect(chosenVariant(sized, { size: 'M' })).toBe(sized[1]);
    expect(initialChoice([])).toEqual({ size: undefined, colour: undefined });
  });

  it('opens with the variant a link names, else with the options that have one value', () => {
    const sized = [variant('S', 'Red', 1), variant('M', 'Red', 1)];
    expect(openingChoice(sized, '?size=M&colour=Red')).toEqual({ size: 'M', colour: 'Red' });
    // A size the piece does not have, or a link naming half a variant, asks for nothing.
    expect(openingChoice(sized, '?size=XL&colour=Red')).toEqual(initialChoice(sized));
    expect(openingChoice(sized, '?size=M')).toEqual({ size: undefined, colour: 'Red' });
    expect(openingChoice(sized, '')).toEqual(initialChoice(sized));
  });

  it.each([
    [0, 'Sold out'],
    [1, 'Only 1 left'],
    [3, 'Only 3 left'],
    [4, 'In stock'],
  ])('says %i in stock as %j', (stock, label) => {
    expect(stockLabel(stock)).toBe(label);
  });
});
