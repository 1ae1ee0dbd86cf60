import type { ProductLine } from './product-lines';
import type { Random } from './random';
import { clothingSizes, colourByName, sizeBySize, type SizeName } from './attribute-values';

export type VariantDraft = {
  sku: string;
  size: SizeName;
  colour: string;
  price: number;
  stock: number;
  position: number;
};

/** Larger sizes use more fabric and handwork. */
const sizeSurcharge: Partial<Record<SizeName, number>> = { XL: 0.03, XXL: 0.06 };

/** BDT prices end in 00 from ten thousand up, in 50 below. */
export function roundPrice(amount: number): number {
  const step = amount >= 10000 ? 100 : 50;
  return Math.round(amount / step) * step;
}

/** Log-uniform, so cheaper pieces are more common than the most lavish ones. */
function basePrice(line: ProductLine, random: Random): number {
  const { min, max } = line.price;
  return roundPrice(Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min))));
}

function chooseSizes(line: ProductLine, random: Random): SizeName[] {
  if (!line.sized) return ['Free Size'];
  const start = random.int(0, 2);
  const length = random.int(3, 5);
  return clothingSizes.slice(start, Math.min(clothingSizes.length, start + length));
}

/** One variant per size and colour, priced from one base price, with stock from 0 to 12. */
export function buildVariants(
  line: ProductLine,
  code: string,
  colours: readonly string[],
  soldOut: boolean,
  random: Random,
): VariantDraft[] {
  const base = basePrice(line, random);
  const sizes = chooseSizes(line, random);
  // Single-variant products would sell out far too often with a per-variant chance of zero.
  const emptyShelfChance = sizes.length * colours.length >= 3 ? 0.12 : 0;
  const variants: VariantDraft[] = [];
  for (const colour of colours) {
    for (const size of sizes) {
      const price = Math.min(line.price.max, roundPrice(base * (1 + (sizeSurcharge[size] ?? 0))));
      const stock = soldOut || random.chance(emptyShelfChance) ? 0 : random.int(1, 12);
      variants.push({
        sku: `${code}-${sizeBySize(size).code}-${colourByName(colour).code}`,
        size,
        colour,
        price,
        stock,
        position: variants.length,
      });
    }
  }
  return variants;
}
