import { sentenceCase } from '@/components/account/sentence-case';

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

/** How the summary names a field; its messages complete the name ('Name is required'). */
const productFields: [name: string, label: string | null][] = [
  ['name', 'Name'],
  ['nameBn', 'Name (Bangla)'],
  ['sku', 'Product SKU'],
  ['slug', 'Web address'],
  ['styleCode', 'Style group'],
  ['description', 'Description'],
  ['descriptionBn', 'Description (Bangla)'],
  ['care', 'Care'],
  ['careBn', 'Care (Bangla)'],
  ['categoryId', 'Category'],
  // Whole sentences of their own ('BL-1-S has been ordered and cannot be removed…').
  ['variants', null],
  ['attributeValueIds', 'Attributes'],
  ['tagIds', 'Tags'],
  ['status', 'Status'],
  ['isNewArrival', 'New arrival'],
  ['isFeatured', 'Featured'],
  ['madeToMeasure', 'Made to measure'],
  ['leadTimeDays', 'Lead time'],
];

const variantLabels: Record<VariantFieldKey, string> = {
  size: 'size',
  colour: 'colour',
  sku: 'SKU',
  price: 'price',
  stock: 'stock',
  lowStockThreshold: 'low-stock alert',
};

const variantPath = /^variants\[(\d+)\](?:\.(\w+))?$/;

type Place = { rank: number; label: string | null };

/** Where a field sits in the form (its order on the page) and what the summary calls it. */
function placeOf(name: string): Place {
  const variant = variantPath.exec(name);
  const top = productFields.findIndex(([field]) => field === (variant ? 'variants' : name));
  if (top === -1) return { rank: -1, label: null };
  if (!variant) return { rank: top * 100_000, label: productFields[top]![1] };
  const index = Number(variant[1]);
  const field = variant[2] as VariantFieldKey | undefined;
  const position = field ? variantFieldKeys.indexOf(field) + 1 : 0;
  const row = `Variant ${index + 1}`;
  return {
    rank: top * 100_000 + (index + 1) * 10 + position,
    label: field && field in variantLabels ? `${row} ${variantLabels[field]}` : row,
  };
}

/**
 * Where an error's link leads: its field, or for a variant's hidden value (`variants[1].id`)
 * its whole row; an error the form has no place for leads to the form.
 */
export function anchorFor(name: string): string {
  const variant = variantPath.exec(name);
  const field = variant?.[2];
  if (field && !variantFieldKeys.includes(field as VariantFieldKey)) {
    return fieldId(variantRowName(Number(variant![1])));
  }
  return placeOf(name).rank === -1 ? 'product-form' : fieldId(name);
}

export type SummaryEntry = { name: string; text: string; anchor: string };

/**
 * The errors as the summary lists them, in the order of the fields on the page. `version`
 * is left out: a conflict has a message of its own.
 */
export function summaryEntries(errors: FieldErrors): SummaryEntry[] {
  return Object.entries(errors)
    .filter(([name]) => name !== 'version')
    .map(([name, message]) => ({ name, message, ...placeOf(name) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ name, message, label }) => ({
      name,
      text: label ? `${label} ${message}` : sentenceCase(message),
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
