import 'server-only';
import path from 'node:path';
import type { Database } from '@/lib/db/connect';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import { categories, productImages, products } from '@/lib/db/schema';
import { compactAfterSeeding } from './compact';
import { generateProducts } from './generate-products';
import { ownImages, poolImages, pooledImages } from './image-plan';
import { renderMissingImages } from './render-images';
import { seedAttributes } from './seed-attributes';
import { seedBannerPhotos } from './seed-banner-photos';
import { fillProductBangla, fillTaxonomyBangla } from './seed-bangla';
import { seedCategories } from './seed-categories';
import { seedOccasions } from './seed-occasions';
import { seedPages } from './seed-pages';
import { seedSizeGuides } from './seed-size-guides';
import { seedProducts, type ProductLookups } from './seed-products';
import { seedStyleGroups, seedSwatches } from './seed-styles';
import { seedTags } from './seed-tags';

export type SeedOptions = {
  /** Generated images go to `${mediaDir}/products/`, served as /media/products/. */
  mediaDir: string;
  /** Active products to create (default 264); about 1% more are added as inactive drafts. */
  products?: number;
  /**
   * False: the same rows, but no picture files are rendered (the slowest part of a seed).
   * For test suites that read the catalogue and never its files. Default true.
   */
  renderImages?: boolean;
  log?: (line: string) => void;
};

export type SeedReport = {
  /** Rows in each table after seeding. */
  categories: number;
  products: number;
  images: number;
  /** False when the catalogue was already there and nothing was added. */
  created: boolean;
};

export const defaultProductCount = 264;
/** Above this, products share a fixed pool of images instead of having their own. */
export const imagePoolThreshold = 2000;
const maxProductCount = 200_000;

/** Taxonomy first, in one transaction: categories, occasions, attributes, tags and pages. */
async function seedTaxonomy(db: Database): Promise<{ lookups: ProductLookups; inserted: number }> {
  return db.transaction(async (tx) => {
    const categoryRows = await seedCategories(tx);
    const occasionRows = await seedOccasions(tx, categoryRows.ids);
    const attributeRows = await seedAttributes(tx);
    const tagRows = await seedTags(tx);
    const pageRows = await seedPages(tx);
    const swatchRows = await seedSwatches(tx, attributeRows.valueIds);
    const guideRows = await seedSizeGuides(tx);
    await fillTaxonomyBangla(tx);
    return {
      lookups: {
        categoryIds: categoryRows.ids,
        valueIds: attributeRows.valueIds,
        tagIds: tagRows.ids,
      },
      inserted:
        categoryRows.inserted +
        occasionRows +
        attributeRows.inserted +
        tagRows.inserted +
        pageRows +
        swatchRows +
        guideRows,
    };
  });
}

/**
 * Fills an empty database with the demo catalogue, or adds whatever part of it is missing.
 * Deterministic and idempotent: running it again changes nothing.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const activeCount = options.products ?? defaultProductCount;
  if (!Number.isInteger(activeCount) || activeCount < 1 || activeCount > maxProductCount) {
    throw new RangeError(`products must be a whole number from 1 to ${maxProductCount}`);
  }
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const taxonomy = await seedTaxonomy(db);
  log(`Taxonomy ready (${taxonomy.inserted} rows added) after ${elapsed()}`);

  const pooled = activeCount > imagePoolThreshold;
  const directory = path.join(options.mediaDir, 'products');
  // Small catalogues are materialised once for rendering; large ones stream from the generator.
  const drafts = pooled ? null : [...generateProducts(activeCount)];
  if (options.renderImages !== false) {
    const rendered = await renderMissingImages(
      directory,
      drafts ? drafts.flatMap(ownImages) : poolImages(),
      log,
    );
    log(`Images ready (${rendered} rendered) after ${elapsed()}`);
  }

  const inserted = await db.transaction(async (tx) => {
    const added = await seedProducts(
      tx,
      drafts ?? generateProducts(activeCount),
      taxonomy.lookups,
      pooled ? pooledImages : ownImages,
      log,
    );
    await seedStyleGroups(tx);
    if (added > 0) await seedBannerPhotos(tx);
    if (await productsWithoutBangla(tx)) {
      await fillProductBangla(tx, drafts ?? generateProducts(activeCount));
    }
    return added;
  });
  if (inserted > 0) {
    await compactAfterSeeding(db);
    log(`Products packed and analysed after ${elapsed()}`);
  }
  const report: SeedReport = {
    categories: await db.$count(categories),
    products: await db.$count(products),
    images: await db.$count(productImages),
    created: taxonomy.inserted + inserted > 0,
  };
  log(
    `Seed ${report.created ? 'done' : 'skipped (catalogue already there)'}: ${inserted} products added; ` +
      `${report.categories} categories, ${report.products} products, ${report.images} images in ${elapsed()}`,
  );
  return report;
}

async function productsWithoutBangla(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.nameBn))
    .limit(1);
  return row !== undefined;
}

/**
 * A database seeded before the catalogue had Bangla gets the demo's Bangla texts on its next
 * start (the seed itself runs only on an empty one). Rows staff have edited keep theirs; once
 * any category has a Bangla name this does nothing.
 */
export async function addBanglaToSeededDatabase(
  db: Database,
  log: (line: string) => void = () => {},
): Promise<void> {
  const [done] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(isNotNull(categories.nameBn))
    .limit(1);
  if (done) return;
  const active = await db.$count(products, eq(products.isActive, true));
  const filled = await db.transaction(async (tx) => {
    await fillTaxonomyBangla(tx);
    return fillProductBangla(tx, generateProducts(Math.max(1, active)));
  });
  log(`Bangla texts added to the demo catalogue (${filled} products)`);
}
