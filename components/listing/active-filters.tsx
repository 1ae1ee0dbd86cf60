import { useLocale, useTranslations } from 'next-intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { CloseIcon } from '@/components/ui/icons';
import {
  type ListingState,
  listingHref,
  type SubCategoryOption,
  type Facets,
} from '@/lib/catalogue';
import { formatBDT } from '@/lib/format/money';
import type { Locale } from '@/i18n/routing';

type Chip = { label: string; href: string };

type ChipText = { from: (price: string) => string; upTo: (price: string) => string };

function chips(
  path: string,
  state: ListingState,
  facets: Facets,
  subCategories: SubCategoryOption[],
  text: ChipText,
  locale: Locale,
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
      ? [
          {
            label: text.from(formatBDT(state.lowrange, locale)),
            href: without({ lowrange: undefined }),
          },
        ]
      : []),
    ...(state.heighrange !== undefined
      ? [
          {
            label: text.upTo(formatBDT(state.heighrange, locale)),
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
  const t = useTranslations('listing');
  const locale = useLocale();
  const text = {
    from: (price: string) => t('chipFrom', { price }),
    upTo: (price: string) => t('chipUpTo', { price }),
  };
  const list = chips(props.path, props.state, props.facets, props.subCategories, text, locale);
  if (list.length === 0) return null;
  return (
    <ul aria-label={t('filtersInUseList')} className="mb-6 flex flex-wrap gap-2">
      {list.map((chip) => (
        <li key={chip.href}>
          <LocalisedLink
            href={chip.href}
            scroll={false}
            aria-label={t('removeFilter', { label: chip.label })}
            className="text-ink hover:border-ink inline-flex items-center gap-2 border border-stone-300 px-3 py-1.5 text-xs transition-colors"
          >
            {chip.label}
            <CloseIcon width={12} height={12} />
          </LocalisedLink>
        </li>
      ))}
    </ul>
  );
}
