import 'server-only';
import { inArray } from 'drizzle-orm';
import { attributeValueSwatches, products, productStyles } from '@/lib/db/schema';
import { colourValues } from './attribute-values';
import type { IdsBySlug, Transaction } from './transaction';

/**
 * Demo style groups (docs/decisions.md 21): pieces of one category in different colours,
 * among the first of the catalogue, so that any catalogue of 60 pieces or more has them.
 */
export const demoStyleGroups: readonly { code: string; slugs: readonly string[] }[] = [
  {
    code: 'NJ-STYLE-COUTURE',
    slugs: [
      'champagne-cut-dana-velvet-couture-bridal-lehenga',
      'gold-zardozi-couture-bridal-lehenga',
      'jharokha-maroon-bridal-lehenga',
    ],
  },
  {
    code: 'NJ-STYLE-SHARARA',
    slugs: [
      'rose-gold-net-sharara-set',
      'silver-pearl-party-sharara',
      'red-georgette-party-sharara',
    ],
  },
];

/** The colour values' swatches, from the colours the demo photos are drawn in. */
export async function seedSwatches(tx: Transaction, valueIds: IdsBySlug): Promise<number> {
  const rows = colourValues.flatMap((colour) => {
    const id = valueIds.get(colour.slug);
    return id === undefined ? [] : [{ attributeValueId: id, colour: colour.hex }];
  });
  const created = await tx
    .insert(attributeValueSwatches)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: attributeValueSwatches.attributeValueId });
  return created.length;
}

/** Puts the demo pieces that exist in their style groups; pieces already in one stay. */
export async function seedStyleGroups(tx: Transaction): Promise<number> {
  const slugs = demoStyleGroups.flatMap((group) => group.slugs);
  const found = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  const ids = new Map(found.map((row) => [row.slug, row.id]));
  const rows = demoStyleGroups.flatMap(({ code, slugs: members }) =>
    members.flatMap((slug) => {
      const productId = ids.get(slug);
      return productId === undefined ? [] : [{ productId, code }];
    }),
  );
  if (rows.length === 0) return 0;
  const created = await tx
    .insert(productStyles)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: productStyles.productId });
  return created.length;
}
