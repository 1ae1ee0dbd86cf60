import 'server-only';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Database } from '@/lib/db/client';
import { attributes, attributeValues } from '@/lib/db/schema';
import { sizeAttributeSlug } from './size-attribute';
import { colourAttributes } from './style-colours';
import { noVariantWords, variantWordKey, type VariantWords } from './variant-word';

// Apart from the cached reader (variant-words.ts), whose page language comes from Next's root
// params: jobs and messages read the words of an order's language without a page.

/**
 * The Bangla names of the Size and Colour values (the attributes variants' sizes and
 * colours are values of: size-attribute.ts, style-colours.ts), by English name, which a
 * variant's text copies from its value (drizzle/0033). A name that two values share keeps
 * the first in menu order. English needs none.
 */
export async function loadVariantWords(db: Database, locale: Locale): Promise<VariantWords> {
  if (locale !== 'bn') return noVariantWords;
  const rows = await db
    .select({
      attribute: attributes.slug,
      name: attributeValues.name,
      nameBn: attributeValues.nameBn,
    })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(
      and(
        inArray(attributes.slug, [sizeAttributeSlug, ...colourAttributes]),
        isNotNull(attributeValues.nameBn),
        ne(sql`btrim(${attributeValues.nameBn})`, ''),
      ),
    )
    .orderBy(asc(attributes.position), asc(attributeValues.position), asc(attributeValues.id));
  const words: VariantWords = { size: {}, colour: {} };
  for (const row of rows) {
    const option = row.attribute === sizeAttributeSlug ? words.size : words.colour;
    const key = variantWordKey(row.name);
    if (!Object.hasOwn(option, key)) option[key] = row.nameBn!.trim();
  }
  return words;
}
