import type { createTranslator } from 'next-intl';
import { sentenceCase } from '@/components/account/sentence-case';
import type { Messages } from '@/i18n/namespaces';

/**
 * The product form's field names are Conform's (`variants[1].price`): the save reads them
 * nested, and answers each error under the same name, so it lands beside its field
 * (docs/architecture.md, "Forms").
 */

export type FieldErrors = Record<string, string>;

export const variantFieldKeys = [
  'size',
  'colour',
  'sku',
  'price',
  'stock',
  'lowStockThreshold',
] as const;
export type VariantFieldKey = (typeof variantFieldKeys)[number];

export const variantName = (index: number, field: VariantFieldKey | 'id' | 'stockWas') =>
  `variants[${index}].${field}`;

/** A variant row's fieldset: the place of the errors about the row as a whole. */
export const variantRowName = (index: number) => `variants[${index}]`;

/**
 * The id of a field, or of a group's fieldset, from its name. Ids keep the dotted path
 * (`field-variants.1.price`): brackets in an id would need escaping in a CSS selector.
 */
export const fieldId = (name: string) => `field-${name.replace(/\[(\d+)\]/g, '.$1')}`;

/** The product form's words (messages/<locale>/admin.json, products). */
export type ProductsT = ReturnType<typeof createTranslator<Messages, 'admin.products'>>;

/** A field the summary names by its own words (fieldNames). */
type NamedField = Exclude<
  keyof Messages['admin']['products']['fieldNames'],
  'entry' | 'variant' | 'variantField'
>;

/**
 * The fields in the order of the form. The variants' errors name their row and field,
 * or are whole sentences of their own ('BL-1-S has been ordered and cannot be removed…').
 */
const productFields: (NamedField | 'variants')[] = [
  'name',
  'nameBn',
  'sku',
  'slug',
  'styleCode',
  'description',
  'descriptionBn',
  'care',
  'careBn',
  'categoryId',
  'variants',
  'attributeValueIds',
  'tagIds',
  'status',
  'isNewArrival',
  'isFeatured',
  'madeToMeasure',
  'leadTimeDays',
  'gender',
  'ageGroup',
  'material',
  'googleCategory',
];

const variantPath = /^variants\[(\d+)\](?:\.(\w+))?$/;

const isVariantField = (field: string | undefined): field is VariantFieldKey =>
  variantFieldKeys.includes(field as VariantFieldKey);

/** The place in the form of a field (a variant's fields are the variants' place), or -1. */
const formPlace = (name: string, variant: RegExpExecArray | null) =>
  productFields.indexOf(variant ? 'variants' : (name as NamedField));

type Place = { rank: number; label: string | null };

/**
 * Where a field sits in the form (its order on the page) and what the summary calls it;
 * its messages complete the name ('Name is required').
 */
function placeOf(name: string, t: ProductsT): Place {
  const variant = variantPath.exec(name);
  const top = formPlace(name, variant);
  if (top === -1) return { rank: -1, label: null };
  const field = productFields[top]!;
  if (!variant) {
    return { rank: top * 100_000, label: field === 'variants' ? null : t(`fieldNames.${field}`) };
  }
  const index = Number(variant[1]);
  const key = variant[2];
  const position = key ? variantFieldKeys.indexOf(key as VariantFieldKey) + 1 : 0;
  const row = t('variants.row', { number: String(index + 1) });
  return {
    rank: top * 100_000 + (index + 1) * 10 + position,
    label: isVariantField(key)
      ? t('fieldNames.variantField', { row, field: t(`fieldNames.variant.${key}`) })
      : row,
  };
}

/**
 * Where an error's link leads: its field, or for a variant's hidden value (`variants[1].id`)
 * its whole row; an error the form has no place for leads to the form.
 */
export function anchorFor(name: string): string {
  const variant = variantPath.exec(name);
  const field = variant?.[2];
  if (field && !isVariantField(field)) return fieldId(variantRowName(Number(variant![1])));
  return formPlace(name, variant) === -1 ? 'product-form' : fieldId(name);
}

export type SummaryEntry = { name: string; text: string; anchor: string };

/**
 * The errors as the summary lists them, in the order of the fields on the page. `version`
 * is left out: a conflict has a message of its own.
 */
export function summaryEntries(errors: FieldErrors, t: ProductsT): SummaryEntry[] {
  return Object.entries(errors)
    .filter(([name]) => name !== 'version')
    .map(([name, message]) => ({ name, message, ...placeOf(name, t) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ name, message, label }) => ({
      name,
      text: label ? t('fieldNames.entry', { field: label, message }) : sentenceCase(message),
      anchor: anchorFor(name),
    }));
}

/** The errors of one variant row: under its own fields, or about the row as a whole. */
export function rowErrors(errors: FieldErrors, index: number) {
  const prefix = `${variantRowName(index)}.`;
  const own = Object.entries(errors).filter(([name]) => name.startsWith(prefix));
  const field = (key: VariantFieldKey) => errors[`${prefix}${key}`];
  const row = own
    .filter(([name]) => !variantFieldKeys.includes(name.slice(prefix.length) as VariantFieldKey))
    .map(([, message]) => message);
  return { field, row };
}

/** After a row is removed, the errors of the rows below it move up with them. */
export function withoutVariant(errors: FieldErrors, removed: number): FieldErrors {
  const kept: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    const match = /^variants\[(\d+)\](.*)$/.exec(name);
    const index = match ? Number(match[1]) : -1;
    if (index === removed) continue;
    kept[index > removed ? `${variantRowName(index - 1)}${match![2]}` : name] = message;
  }
  return kept;
}

/** A save refused because someone saved the product since the form was opened (409). */
export const isVersionConflict = (errors: FieldErrors | undefined) =>
  Boolean(errors && 'version' in errors);
