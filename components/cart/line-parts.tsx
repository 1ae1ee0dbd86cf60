import { useTranslations } from '#intl';
import Image from 'next/image';
import { LocalisedLink } from '@/components/navigation/localised-link';
import type { CartItem } from '@/stores/cart-reducers';
import { productPath } from './line-label';
import { useShownLine } from './use-shown-line';

type LinePartProps = { line: CartItem; muted?: boolean };

// A line's links prefetch its product page on intent only: the bag and checkout have no
// use for the page's photo preload that the prefetched answer carries.

/**
 * A line's photo, linking to its product. Left out of the tab order and of what a screen
 * reader hears: the product name beside it is the same link.
 */
export function LinePhoto({ line, muted = false }: LinePartProps) {
  return (
    <LocalisedLink
      href={productPath(line)}
      tabIndex={-1}
      aria-hidden="true"
      className="bg-ivory relative block aspect-[4/5] w-24 shrink-0 overflow-hidden sm:w-28"
    >
      <Image
        src={line.image}
        alt=""
        fill
        sizes="112px"
        className={`object-cover ${muted ? 'opacity-50 grayscale' : ''}`}
      />
    </LocalisedLink>
  );
}

/** A line's name, linking to its product, then its size and colour (and what `note` adds). */
export function LineName({ line, muted = false, note }: LinePartProps & { note?: string }) {
  const t = useTranslations('cart');
  const shown = useShownLine()(line);
  return (
    <>
      <h3 className={`${muted ? 'text-ink-soft' : 'text-ink'} text-[15px] leading-snug`}>
        <LocalisedLink href={productPath(line)} className="hover:text-primary-800">
          {shown.name}
        </LocalisedLink>
      </h3>
      <p className="text-ink-muted mt-1 text-xs tracking-wide">
        {line.measurements
          ? t('measuredColour', { colour: shown.colour })
          : t('sizeColour', { size: shown.size, colour: shown.colour })}
        {note}
      </p>
    </>
  );
}
