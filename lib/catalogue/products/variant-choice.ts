import type { ProductDetail } from './types';

export type Variant = ProductDetail['variants'][number];
export type VariantChoice = { size?: string; colour?: string };
type Option = 'size' | 'colour';

/** A product's sizes or colours, each once, in the order its variants list them. */
export function optionValues(variants: Variant[], option: Option): string[] {
  return [...new Set(variants.map((variant) => variant[option]))];
}

const matches = (variant: Variant, choice: VariantChoice) =>
  (choice.size === undefined || variant.size === choice.size) &&
  (choice.colour === undefined || variant.colour === choice.colour);

/** Units in stock of `value`, within the other option's choice when there is one. */
export function optionStock(
  variants: Variant[],
  option: Option,
  value: string,
  choice: VariantChoice,
): number {
  const other: Option = option === 'size' ? 'colour' : 'size';
  return variants
    .filter((variant) => matches(variant, { [option]: value, [other]: choice[other] }))
    .reduce((sum, variant) => sum + variant.stock, 0);
}

/** The variant a choice names, once every option with more than one value is chosen. */
export function chosenVariant(variants: Variant[], choice: VariantChoice): Variant | undefined {
  const complete = (['size', 'colour'] as const).every(
    (option) => choice[option] !== undefined || optionValues(variants, option).length <= 1,
  );
  return complete ? variants.find((variant) => matches(variant, choice)) : undefined;
}

/** What is chosen before the shopper chooses: every option that has only one value. */
export function initialChoice(variants: Variant[]): VariantChoice {
  const only = (option: Option) => {
    const values = optionValues(variants, option);
    return values.length === 1 ? values[0] : undefined;
  };
  return { size: only('size'), colour: only('colour') };
}

/** The stock line shown for a chosen variant. */
export function stockLabel(stock: number): string {
  if (stock <= 0) return 'Sold out';
  if (stock <= 3) return `Only ${stock} left`;
  return 'In stock';
}
