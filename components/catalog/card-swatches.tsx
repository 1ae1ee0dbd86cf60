import { useLocale, useTranslations } from '#intl';
import { localeDigits } from '@/lib/i18n/digits';
import type { StyleColour } from '@/lib/catalogue';
import { SwatchLink } from './style-swatch';

/** At most this many dots under a card; the rest are counted ("+2"). */
const shown = 5;

/**
 * A card's colours: small links of their own beside the card's link (a link in a link is
 * neither), each 24 px to tap. Rendered on the server with the card, so nothing moves.
 */
export function CardSwatches({ name, colours }: { name: string; colours: StyleColour[] }) {
  const t = useTranslations('product');
  const locale = useLocale();
  const more = colours.length - shown;
  return (
    <ul aria-label={t('coloursOf', { name })} className="mt-2 flex h-6 items-center gap-1">
      {colours.slice(0, shown).map((piece) => (
        <li key={piece.id}>
          <SwatchLink piece={piece} look="card" />
        </li>
      ))}
      {more > 0 && (
        <li className="text-ink-muted text-xs">
          +{localeDigits(String(more), locale)}
          <span className="sr-only">{t('moreColours')}</span>
        </li>
      )}
    </ul>
  );
}
