import { LocalisedLink } from '@/components/navigation/localised-link';
import type { StyleColour } from '@/lib/catalogue';

/** A piece's colour as a dot; a colour without a swatch is a neutral ring with its initial. */
function SwatchDot({ piece, className }: { piece: StyleColour; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block rounded-full border border-stone-300 ${className}`}
      style={{ backgroundColor: piece.swatch ?? '#f5f5f4' }}
    />
  );
}

/** What a swatch is called to a screen reader and in its tooltip: the colour, or the piece's name. */
const swatchLabel = (piece: StyleColour) =>
  piece.colour ? `${piece.colour}: ${piece.name}` : piece.name;

/**
 * Under a card, 24 px dots (the card is the page's link, so `current` is just "this one");
 * on the product page, 44 px targets, the current one the page itself.
 */
const looks = {
  card: { link: 'h-6 w-6', dot: 'h-4 w-4', current: 'border-stone-500', ariaCurrent: 'true' },
  page: {
    link: 'h-11 w-11 transition-colors',
    dot: 'h-8 w-8',
    current: 'border-ink',
    ariaCurrent: 'page',
  },
} as const;

/** A link to a piece of the same style in another colour, drawn as its colour's dot. */
export function SwatchLink({ piece, look }: { piece: StyleColour; look: keyof typeof looks }) {
  const { link, dot, current, ariaCurrent } = looks[look];
  return (
    <LocalisedLink
      href={`/product/${piece.slug}`}
      aria-label={swatchLabel(piece)}
      aria-current={piece.current ? ariaCurrent : undefined}
      title={swatchLabel(piece)}
      className={`flex ${link} items-center justify-center rounded-full border ${
        piece.current ? current : 'hover:border-primary-700 border-transparent'
      }`}
    >
      <SwatchDot piece={piece} className={dot} />
    </LocalisedLink>
  );
}
