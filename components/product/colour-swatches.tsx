import { useTranslations } from 'next-intl';
import { SwatchLink } from '@/components/catalog/style-swatch';
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
            <SwatchLink piece={piece} look="page" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
