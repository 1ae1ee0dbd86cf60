'use client';

import { useLocale, useTranslations } from '#intl';
import { useRef, useState, type ReactNode } from 'react';
import { MiniCartOnDemand, type MiniCartAdded } from '@/components/cart/mini-cart-on-demand';
import { useVariantWord } from '@/components/catalog/variant-words';
import { MadeToMeasure } from '@/components/fit/made-to-measure';
import { DateItIsFor } from '@/components/delivery-date/date-it-is-for';
import type { AskLink } from '@/lib/content';
import type { DeliveryDateSettings } from '@/lib/content/client';
import { useFitting } from '@/components/fit/use-fitting';
import { BackInStock } from './back-in-stock';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { useAddressQuery } from '@/components/navigation/use-address-query';
import {
  chosenVariant,
  openingChoice,
  optionValues,
  type Variant,
  type VariantChoice,
} from '@/lib/catalogue/client';
import type { MeasurementKey } from '@/lib/catalogue/client';
import { formatBDT, formatPriceRange } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import { toCartItem } from '@/stores/cart-item';
import { useCartStore } from '@/stores/cart-store';
import { OptionGroup } from './option-group';
import { QuantityInput } from './quantity-input';
import { StickyPurchaseBar } from './sticky-purchase-bar';
import { track } from '@/components/measurement/track';
import { measuredVariant } from '@/components/measurement/measured-variant';

const options = ['colour', 'size'] as const;

export type PurchasePanelProps = {
  product: {
    id: number;
    slug: string;
    name: string;
    image: string;
    min_price: number | null;
    max_price: number | null;
    lead_time_days?: number | null;
  };
  variants: Variant[];
  /** A made-to-measure piece's measurements (its category's); absent for other pieces. */
  measurementKinds?: MeasurementKey[];
  /** Shown under the price: the other colours of the piece's style. */
  children?: ReactNode;
  /** What the earliest delivery date is computed from, and whom to ask when it is late. */
  dateFor: { settings: DeliveryDateSettings; links: AskLink[] };
  /** The piece's category path, root first, for the measurement partners. */
  categories?: string[];
};

/**
 * Price, size and colour with their stock, quantity and Add to cart. Until a variant is
 * chosen the price is the product's range; a sold-out variant cannot be added.
 */
export function PurchasePanel({
  product,
  variants,
  measurementKinds,
  children,
  dateFor,
  categories = [],
}: PurchasePanelProps) {
  const t = useTranslations('product');
  const fitText = useTranslations('fit');
  const locale = useLocale();
  const word = useVariantWord();
  const digits = (value: number) => localeDigits(String(value), locale);
  // A link from a feed or an ad names a size and colour (?size=M&colour=Maroon). The page is
  // prerendered without its query, so the address is read once hydrated: the server's
  // snapshot is empty, and the panel opens as it would without one until the browser's.
  const search = useAddressQuery();
  const [picked, setChoice] = useState<VariantChoice | null>(null);
  const choice = picked ?? openingChoice(variants, search);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<string | null>(null);
  const [justAdded, setJustAdded] = useState<MiniCartAdded | null>(null);
  const add = useCartStore((state) => state.add);
  const fitting = useFitting(measurementKinds ?? []);
  const panel = useRef<HTMLDivElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);

  const variant = chosenVariant(variants, choice);
  const stock = variant?.stock ?? 0;
  // A piece sewn to her measurements is one piece per set of them.
  const maxQuantity = fitting.open ? 1 : Math.max(1, stock);
  const choose = (option: keyof VariantChoice) => (value: string) => {
    setChoice({ ...choice, [option]: value });
    setQuantity(1);
    setAdded(null);
  };

  const addToCart = () => {
    if (!variant || variant.stock < 1) return;
    const measurements = fitting.take();
    if (measurements === false) return;
    const count = measurements ? 1 : quantity;
    add({
      ...toCartItem(product, variant, count, locale),
      ...(measurements && { measurements }),
    });
    const item = {
      name: product.name,
      size: word('size', variant.size),
      colour: word('colour', variant.colour),
      quantity: digits(count),
    };
    setAdded(t(measurements ? 'purchase.addedItemFitted' : 'purchase.addedItem', item));
    setJustAdded({ id: variant.id, quantity: count });
    track({
      name: 'add_to_cart',
      items: [measuredVariant(product.name, variant, categories, count)],
    });
  };

  const toggleFitting = () => {
    fitting.toggle();
    setQuantity(1);
  };

  const missing = (['colour', 'size'] as const).find(
    (option) => choice[option] === undefined && optionValues(variants, option).length > 1,
  );
  const buttonLabel =
    variants.length === 0
      ? t('priceOnRequest')
      : missing
        ? t(missing === 'colour' ? 'purchase.chooseColour' : 'purchase.chooseSize')
        : stock < 1
          ? t('soldOut')
          : t('purchase.addToCart');
  // The shopper's words for a variant's stock (lib/catalogue/products/variant-choice.ts stockLabel's).
  const stockText =
    stock <= 0
      ? t('soldOut')
      : stock <= 3
        ? t('purchase.onlyLeft', { n: digits(stock) })
        : t('purchase.inStock');

  const price = variant
    ? formatBDT(variant.price, locale)
    : formatPriceRange(product.min_price, product.max_price, locale, t('priceOnRequest'));
  const ready = Boolean(variant) && stock > 0;

  return (
    <div ref={panel}>
      {/* The product page puts the heart at this row's end: it goes live with the page, not
          with this panel. */}
      <div className="flex min-h-11 items-center pr-15">
        <p className="text-ink text-2xl font-light tabular-nums" data-testid="product-price">
          {price}
        </p>
      </div>
      {children}
      {options.map((name) => (
        <OptionGroup
          key={name}
          label={t(name)}
          name={name}
          variants={variants}
          choice={choice}
          onChoose={choose(name)}
        />
      ))}
      {measurementKinds && (
        <MadeToMeasure
          leadTimeDays={product.lead_time_days ?? null}
          kinds={measurementKinds}
          fitting={{ ...fitting, toggle: toggleFitting }}
        />
      )}
      <p className="mt-5 min-h-5 text-sm" aria-live="polite" data-testid="stock-status">
        {variant && (
          <span className={stock > 0 ? 'text-ink-soft' : 'text-ink'}>
            {t('purchase.stock', {
              size: word('size', variant.size),
              colour: word('colour', variant.colour),
              status: stockText,
            })}
          </span>
        )}
      </p>
      {variant && stock < 1 && (
        <BackInStock
          variantId={variant.id}
          choice={[word('colour', variant.colour), word('size', variant.size)]
            .filter(Boolean)
            .join(', ')}
        />
      )}
      <div className="mt-3 flex gap-3">
        <QuantityInput value={quantity} max={maxQuantity} onChange={setQuantity} />
        <button
          ref={mainButton}
          type="button"
          onClick={addToCart}
          disabled={!variant || stock < 1}
          className="bg-ink hover:bg-primary-800 h-12 flex-1 px-6 text-xs tracking-[0.25em] text-white uppercase transition-colors disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
        >
          {buttonLabel}
        </button>
      </div>
      {fitting.open && (
        <p className="text-ink-muted mt-2 text-xs" data-testid="one-per-set">
          {t('purchase.onePerSet')}
        </p>
      )}
      <DateItIsFor
        settings={dateFor.settings}
        links={dateFor.links}
        zone={null}
        leadTimeDays={fitting.open ? (product.lead_time_days ?? 0) : 0}
        readyToWear={
          fitting.open &&
          variants.some((one) => one.stock > 0) && (
            <div className="mt-3">
              <button
                type="button"
                onClick={toggleFitting}
                className="text-ink hover:text-primary-800 text-xs tracking-[0.2em] uppercase underline underline-offset-4"
              >
                {fitText('dateFor.readyToWear')}
              </button>
              <p className="text-ink-muted mt-1 text-xs">{fitText('dateFor.readyToWearHint')}</p>
            </div>
          )
        }
      />
      <p role="status" className="mt-4 min-h-6 text-sm">
        {added && (
          <>
            <span className="text-ink">{t('purchase.added', { item: added })}</span>
            <LocalisedLink
              href="/shop/cart"
              className="text-primary-800 underline underline-offset-4"
            >
              {t('purchase.viewCart')}
            </LocalisedLink>
          </>
        )}
      </p>
      <MiniCartOnDemand added={justAdded} />
      <StickyPurchaseBar
        watched={mainButton}
        name={product.name}
        price={price}
        buttonLabel={buttonLabel}
        // Still to choose a size or colour: the bar's button takes her to the choice.
        disabled={variants.length === 0 || (!missing && !ready)}
        onAdd={() => {
          if (ready) return addToCart();
          // What is missing (a size, a colour) is chosen up in the panel.
          panel.current?.scrollIntoView({ block: 'start' });
          panel.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
        }}
      />
    </div>
  );
}
