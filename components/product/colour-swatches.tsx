import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/navigation/intent-link';
import { SwatchDot, swatchLabel } from '@/components/catalog/style-swatch';
import type { StyleColour } from '@/lib/catalogue';

/** The product page's "Colour": the pieces of its style group, each a link, itself marked. */
export function ColourSwatches({ colours }: { colours: StyleColour[] }) {
  const t = useTranslations('product');
  if (colours.length < 2) return null;
  const current = colours.find((piece) => piece.current);
  return (
    <nav aria-labelledby="style-colours" className="mt-6">
      <p id="style-colours" className="text-ink text-xs tracking-[0.25em] uppercase">
        {t('colour')}
        {current?.colour && (
          <span className="text-ink-muted ml-2 tracking-normal normal-case">{current.colour}</span>
        )}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {colours.map((piece) => (
          <li key={piece.id}>
            <IntentLink
              href={`/product/${piece.slug}`}
              aria-label={swatchLabel(piece)}
              aria-current={piece.current ? 'page' : undefined}
              title={swatchLabel(piece)}
              className={`flex h-11 w-11 items-center justify-center rounded-full border transition-colors ${
                piece.current ? 'border-ink' : 'hover:border-primary-700 border-transparent'
              }`}
            >
              <SwatchDot piece={piece} className="h-8 w-8" />
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
