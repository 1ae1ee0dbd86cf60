import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { renderMarkdown } from '@/lib/content/pages/markdown';
import { sectionsToMarkdown } from '@/lib/content/pages/sections-to-markdown';
import { attributeDefinitions } from './attribute-values';
import {
  banglaAttributes,
  banglaCategories,
  banglaOccasions,
  banglaTags,
  banglaValueNames,
} from './bangla-taxonomy';
import { categoryTree, flattenCategoryTree } from './category-tree';
import type { ProductDraft } from './generate-products';
import { infoPages } from './info-pages';
import { seededSizeGuides, seededSizeGuidesBn } from './made-to-measure';
import { occasionSeeds } from './occasions';
import { tagSeeds } from './tags';
import type { Transaction } from './transaction';

type Row = (string | null)[];

/**
 * UPDATE … FROM (VALUES …): fills the Bangla columns of the rows the seed made and nobody
 * has edited since (their English text is still the seed's) and whose Bangla is still empty,
 * so a database seeded before Bangla content gets it, and staff edits are never overwritten.
 */
async function fill(
  tx: Transaction,
  statement: (values: SQL) => SQL,
  rows: Row[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((cell) => sql`${cell}::text`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const result = await tx.execute(statement(values));
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

/** Bangla for the taxonomy, information pages and size guides of the demo store. */
export async function fillTaxonomyBangla(tx: Transaction): Promise<void> {
  const categoryRows = flattenCategoryTree(categoryTree).flatMap(({ category }) => {
    const bangla = banglaCategories[category.slug];
    return bangla ? [[category.slug, category.name, bangla.name, bangla.description ?? null]] : [];
  });
  await fill(
    tx,
    (values) => sql`UPDATE categories c SET name_bn = v.name_bn, description_bn = v.description_bn
      FROM (VALUES ${values}) AS v(slug, name, name_bn, description_bn)
      WHERE c.slug = v.slug AND c.name = v.name AND c.name_bn IS NULL`,
    categoryRows,
  );
  await fill(
    tx,
    (values) => sql`UPDATE occasions o SET name_bn = v.name_bn, description_bn = v.description_bn
      FROM (VALUES ${values}) AS v(slug, name, name_bn, description_bn)
      WHERE o.slug = v.slug AND o.name = v.name AND o.name_bn IS NULL`,
    occasionSeeds.map((occasion) => [
      occasion.slug,
      occasion.name,
      banglaOccasions[occasion.slug]?.name ?? null,
      banglaOccasions[occasion.slug]?.description ?? null,
    ]),
  );
  await fill(
    tx,
    (values) => sql`UPDATE tags t SET name_bn = v.name_bn
      FROM (VALUES ${values}) AS v(slug, name, name_bn)
      WHERE t.slug = v.slug AND t.name = v.name AND t.name_bn IS NULL`,
    tagSeeds.map((tag) => [tag.slug, tag.name, banglaTags[tag.slug] ?? null]),
  );
  await fill(
    tx,
    (values) => sql`UPDATE attributes a SET name_bn = v.name_bn
      FROM (VALUES ${values}) AS v(slug, name, name_bn)
      WHERE a.slug = v.slug AND a.name = v.name AND a.name_bn IS NULL`,
    attributeDefinitions.map((attribute) => [
      attribute.slug,
      attribute.name,
      banglaAttributes[attribute.slug] ?? null,
    ]),
  );
  // Sizes XS to XXL read the same in Bangla: only Free Size has a Bangla name.
  await fill(
    tx,
    (values) => sql`UPDATE attribute_values a SET name_bn = v.name_bn
      FROM (VALUES ${values}) AS v(slug, name, name_bn)
      WHERE a.slug = v.slug AND a.name = v.name AND a.name_bn IS NULL`,
    attributeDefinitions.flatMap((attribute) =>
      attribute.values.flatMap((value) => {
        const bangla = banglaValueNames[value.name];
        return bangla ? [[value.slug, value.name, bangla]] : [];
      }),
    ),
  );
  await fill(
    tx,
    (values) => sql`UPDATE pages p SET title_bn = v.title_bn, summary_bn = v.summary_bn,
        body_bn = v.body_bn, body_html_bn = v.body_html_bn
      FROM (VALUES ${values}) AS v(slug, title, title_bn, summary_bn, body_bn, body_html_bn)
      WHERE p.slug = v.slug AND p.title = v.title AND p.title_bn IS NULL`,
    infoPages.flatMap((page) => {
      if (!page.bn) return [];
      const body = sectionsToMarkdown(page.bn.sections);
      return [[page.slug, page.title, page.bn.title, page.bn.summary, body, renderMarkdown(body)]];
    }),
  );
  await fill(
    tx,
    (values) => sql`UPDATE size_guides g SET body_bn = v.body_bn, body_html_bn = v.body_html_bn
      FROM (VALUES ${values}) AS v(slug, body, body_bn, body_html_bn), categories c
      WHERE c.slug = v.slug AND g.category_id = c.id AND g.body = v.body AND g.body_bn IS NULL`,
    Object.entries(seededSizeGuidesBn).map(([slug, body]) => [
      slug,
      seededSizeGuides[slug] ?? null,
      body,
      renderMarkdown(body),
    ]),
  );
}

/** Bangla names and descriptions of demo products seeded before Bangla content existed. */
export async function fillProductBangla(
  tx: Transaction,
  drafts: Iterable<ProductDraft>,
): Promise<number> {
  let filled = 0;
  let batch: Row[] = [];
  const flush = async () => {
    filled += await fill(
      tx,
      (values) => sql`UPDATE products p SET name_bn = v.name_bn, description_bn = v.description_bn
        FROM (VALUES ${values}) AS v(slug, name, name_bn, description_bn)
        WHERE p.slug = v.slug AND p.name = v.name AND p.name_bn IS NULL`,
      batch,
    );
    batch = [];
  };
  for (const draft of drafts) {
    batch.push([draft.slug, draft.name, draft.nameBn, draft.descriptionBn]);
    if (batch.length === 1000) await flush();
  }
  await flush();
  return filled;
}
