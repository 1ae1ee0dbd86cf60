import type { FabricPattern, ImageView, ProductImageSpec } from './garment-renderer';
import { colourByName, fabricByName, sizeBySize, workByName } from './attribute-values';
import { catalogueDate } from './catalogue-date';
import { categoryTree, flattenCategoryTree } from './category-tree';
import { banglaProductDescription, banglaProductName } from './bangla-products';
import { banglaCare } from './care-bangla';
import { altText, careFor, describeProduct } from './product-copy';
import { madeToMeasureOf } from './made-to-measure';
import { lineForCategory, type ProductLine } from './product-lines';
import { composeName, NameRegistry, styleCode } from './product-naming';
import { chooseTags } from './product-tags';
import { buildVariants, type VariantDraft } from './product-variants';
import { createRandom, hashSeed, type Random } from './random';
import type { TagSlug } from './tags';

export type ProductLook = Omit<ProductImageSpec, 'view'>;

export type ProductDraft = {
  slug: string;
  name: string;
  nameBn: string;
  /** The style code, stored in products.title and shown as the SKU. */
  code: string;
  description: string;
  descriptionBn: string;
  care: string;
  careBn: string | null;
  categorySlug: string;
  isActive: boolean;
  /** Every fourth bridal piece (lib/seed/made-to-measure.ts). */
  madeToMeasure: boolean;
  leadTimeDays: number | null;
  createdAt: Date;
  variants: VariantDraft[];
  attributeValueSlugs: string[];
  tagSlugs: TagSlug[];
  look: ProductLook;
  /** The photographs this product has, in gallery order, each with its alt text. */
  views: { view: ImageView; alt: string }[];
};

const hour = 3_600_000;
const patterns: readonly FabricPattern[] = ['damask', 'stripes', 'paisley', 'lattice', 'buti'];
const silverFriendly = new Set(['Silver', 'Navy', 'Black', 'Powder Blue', 'Lilac', 'Mint', 'Teal']);
const neutralDrapes = ['#e3cfa6', '#efe6d2', '#c9a24a', '#f3e3e0'];

/** Every leaf category with a link holds products, in menu order. */
export function catalogueLines(): { all: ProductLine[]; visible: ProductLine[] } {
  const leaves = flattenCategoryTree(categoryTree).filter(
    ({ category }) => category.url !== null && !category.children?.length,
  );
  return {
    all: leaves.map(({ category }) => lineForCategory(category.slug)),
    visible: leaves
      .filter(({ category }) => category.onlineVisible !== false)
      .map(({ category }) => lineForCategory(category.slug)),
  };
}

/**
 * Each product is about seven hours older than the one before (three minutes past the
 * 2,000th), so newest-first order is stable and spreads over months, not decades.
 */
function createdAtFor(index: number, random: Random): Date {
  const hoursAgo =
    index < 2000
      ? index * 7 + random.next() * 6
      : 14000 + (index - 2000) * 0.05 + random.next() * 0.04;
  return new Date(catalogueDate.getTime() - hoursAgo * hour);
}

function chooseViews(random: Random): ImageView[] {
  const roll = random.next();
  const count = roll < 0.35 ? 2 : roll < 0.8 ? 3 : 4;
  const extras = random.sample<ImageView>(['back', 'detail', 'drape'], count - 1);
  const order: ImageView[] = ['front', 'back', 'detail', 'drape'];
  return ['front' as const, ...extras].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

type Slot = {
  line: ProductLine;
  nth: number;
  isActive: boolean;
  isNewArrival: boolean;
  createdAt: Date;
};

function draftProduct(slot: Slot, registry: NameRegistry, random: Random): ProductDraft {
  const { line } = slot;
  const code = styleCode(line, slot.nth);
  const primary = random.pick(line.colours);
  const colours = random.chance(line.sized ? 0.3 : 0.35)
    ? [primary, random.pick(line.colours.filter((colour) => colour !== primary))]
    : [primary];
  const fabric = line.fabrics.length > 0 ? random.pick(line.fabrics) : null;
  const works = random.sample(line.works, random.chance(0.4) ? 2 : 1);
  const noun = random.pick(line.nouns);
  const name = registry.chooseName(() =>
    composeName({ colour: primary, fabric, works, noun }, random),
  );
  const slug = registry.claimSlug(name, code);
  const variants = buildVariants(line, code, colours, random.chance(0.05), random);
  const hex = colourByName(primary).hex;
  const look: ProductLook = {
    garment: line.garment,
    colour: hex,
    secondaryColour: random.chance(0.4) ? random.pick(neutralDrapes) : undefined,
    accent: silverFriendly.has(primary) && random.chance(0.6) ? '#c0c4cc' : '#d4af37',
    pattern: random.pick(patterns),
    seed: hashSeed(slug),
  };
  const care = careFor(line, fabric);
  return {
    slug,
    name,
    code,
    description: describeProduct(line, { noun, colour: primary, fabric, works }, random),
    nameBn: banglaProductName(name),
    descriptionBn: banglaProductDescription(line, { noun, colour: primary, fabric, works }, slug),
    care,
    careBn: banglaCare(care),
    categorySlug: line.categorySlug,
    isActive: slot.isActive,
    ...madeToMeasureOf(line, slot.nth),
    createdAt: slot.createdAt,
    variants,
    attributeValueSlugs: [
      ...new Set(variants.map((variant) => sizeBySize(variant.size).slug)),
      ...colours.map((colour) => colourByName(colour).slug),
      ...(fabric ? [fabricByName(fabric).slug] : []),
      ...works.map((work) => workByName(work).slug),
    ],
    tagSlugs: chooseTags({
      line,
      isNewArrival: slot.isNewArrival,
      isActive: slot.isActive,
      random,
    }),
    look,
    views: chooseViews(random).map((view) => ({ view, alt: altText(name, line, works, view) })),
  };
}

/** Hidden drafts: about one percent of the catalogue, at least four. */
export function inactiveCountFor(activeCount: number): number {
  return Math.max(4, Math.floor(activeCount / 100));
}

/**
 * The demo catalogue, one product at a time (100,000 drafts need not sit in memory).
 * Product i depends only on i and the products before it, so a bigger catalogue starts
 * with the same products as a smaller one.
 */
export function* generateProducts(activeCount: number): Generator<ProductDraft> {
  const { all, visible } = catalogueLines();
  const registry = new NameRegistry();
  const newArrivals = Math.ceil(activeCount * 0.2);
  for (let index = 0; index < activeCount; index += 1) {
    const random = createRandom(hashSeed(`product:${index}`));
    const slot: Slot = {
      line: all[index % all.length]!,
      nth: Math.floor(index / all.length),
      isActive: true,
      isNewArrival: index < newArrivals,
      createdAt: createdAtFor(index, random),
    };
    yield draftProduct(slot, registry, random);
  }
  // Unpublished drafts sit in visible categories, to prove that listings skip inactive products.
  const inactive = inactiveCountFor(activeCount);
  for (let index = 0; index < inactive; index += 1) {
    const random = createRandom(hashSeed(`draft:${index}`));
    const slot: Slot = {
      line: visible[(index * 5 + 3) % visible.length]!,
      nth: 8999 - Math.floor(index / visible.length),
      isActive: false,
      isNewArrival: false,
      createdAt: new Date(catalogueDate.getTime() - (index * 29 + 3) * hour),
    };
    yield draftProduct(slot, registry, random);
  }
}
