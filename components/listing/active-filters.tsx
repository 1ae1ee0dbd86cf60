import Link from 'next/link';
import { CloseIcon } from '@/components/ui/icons';
import type { ListingState } from '@/lib/catalog/listing-state';
import { listingHref } from '@/lib/catalog/listing-url';
import type { SubCategoryOption } from '@/lib/catalog/sub-categories';
import type { Facets } from '@/lib/catalog/types';
import { formatBDT } from '@/lib/format/money';

type Chip = { label: string; href: string };

function chips(
  path: string,
  state: ListingState,
  facets: Facets,
  subCategories: SubCategoryOption[],
): Chip[] {
  const valueName = new Map(
    facets.attributes.flatMap((attribute) => attribute.values.map((v) => [v.slug, v.name])),
  );
  const tagName = new Map(facets.tags.map((tag) => [tag.slug, tag.name]));
  const without = (changes: Partial<ListingState>) =>
    listingHref(path, state, { ...changes, page: 1 });
  const category = subCategories.find((option) => option.slug === state.parentCategory);
  return [
    ...(state.parentCategory
      ? [
          {
            label: category?.name ?? state.parentCategory,
            href: without({ parentCategory: undefined }),
          },
        ]
      : []),
    ...(state.lowrange !== undefined
      ? [{ label: `From ${formatBDT(state.lowrange)}`, href: without({ lowrange: undefined }) }]
      : []),
    ...(state.heighrange !== undefined
      ? [
          {
            label: `Up to ${formatBDT(state.heighrange)}`,
            href: without({ heighrange: undefined }),
          },
        ]
      : []),
    ...state.attribute.map((slug) => ({
      label: valueName.get(slug) ?? slug,
      href: without({ attribute: state.attribute.filter((other) => other !== slug) }),
    })),
    ...state.tagslug.map((slug) => ({
      label: tagName.get(slug) ?? slug,
      href: without({ tagslug: state.tagslug.filter((other) => other !== slug) }),
    })),
  ];
}

/** The filters in use, each a link that removes it. */
export function ActiveFilters(props: {
  path: string;
  state: ListingState;
  facets: Facets;
  subCategories: SubCategoryOption[];
}) {
  const list = chips(props.path, props.state, props.facets, props.subCategories);
  if (list.length === 0) return null;
  return (
    <ul aria-label="Filters in use" className="mb-6 flex flex-wrap gap-2">
      {list.map((chip) => (
        <li key={chip.href}>
          <Link
            href={chip.href}
            scroll={false}
            aria-label={`Remove filter: ${chip.label}`}
            className="text-ink hover:border-ink inline-flex items-center gap-2 border border-stone-300 px-3 py-1.5 text-xs transition-colors"
          >
            {chip.label}
            <CloseIcon width={12} height={12} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
