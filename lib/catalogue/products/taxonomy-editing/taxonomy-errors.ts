import 'server-only';
import { DomainError, validationFailed } from '@/lib/domain-error';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The refusals of the category, attribute and tag editors, each with its one code. */
export const taxonomyErrors = {
  notFound: (what: string) =>
    new DomainError({
      kind: 'not_found',
      code: 'not_found',
      message: `That ${what} no longer exists.`,
    }),
  field: (field: string, message: string) =>
    new DomainError({
      kind: 'invalid',
      code: 'validation_failed',
      message,
      fields: { [field]: message },
    }),
  slugTaken: (field: string, slug: string, what: string) =>
    validationFailed({ [field]: `Another ${what} already uses "${slug}".` }),
  atEdge: (direction: 'up' | 'down') =>
    new DomainError({
      kind: 'conflict',
      code: 'at_edge',
      message: direction === 'up' ? 'It is already first.' : 'It is already last.',
    }),
  holdsSubcategories: (count: number) =>
    new DomainError({
      kind: 'conflict',
      code: 'category_not_empty',
      message: `It holds ${plural(count, 'subcategory', 'subcategories')}: move or delete them first.`,
    }),
  holdsProducts: (count: number) =>
    new DomainError({
      kind: 'conflict',
      code: 'category_not_empty',
      message: `It holds ${plural(count, 'product')}: choose a category to move them to first.`,
      fields: { moveProductsTo: `Choose where its ${plural(count, 'product')} go.` },
    }),
  variantsAreIt: (count: number) =>
    new DomainError({
      kind: 'conflict',
      code: 'value_in_use',
      message: `${plural(count, 'variant')} ${count === 1 ? 'is' : 'are'} this size or colour: change ${count === 1 ? 'it' : 'them'} first.`,
    }),
  moreProductsNow: (count: number) =>
    new DomainError({
      kind: 'conflict',
      code: 'count_changed',
      message: `${plural(count, 'product')} carry it now, more than you confirmed: check and confirm again.`,
    }),
};

export { plural };

/** What a delete told the staff: how many products lost the value or tag. */
export const lossMessage = (count: number) =>
  `Deleted. ${count === 0 ? 'No product carried it.' : `${plural(count, 'product')} lost it.`}`;
