'use client';

import Link from 'next/link';
import { useState } from 'react';
import { MiniCartOnDemand, type MiniCartAdded } from '@/components/cart/mini-cart-on-demand';
import { MadeToMeasure } from '@/components/fit/made-to-measure';
import { useFitting } from '@/components/fit/use-fitting';
import { WishlistButton } from '@/components/wishlist/wishlist-button';
import {
  chosenVariant,
  initialChoice,
  optionValues,
  stockLabel,
  type Variant,
  type VariantChoice,
} from '@/lib/catalog/variant-choice';
import type { MeasurementKey } from '@/lib/fit/measurement-kinds';
import { formatBDT, formatPriceRange } from '@/lib/format/money';
import { toCartItem } from '@/stores/cart-item';
import { useCartStore } from '@/stores/cart-store';
import { OptionGroup } from './option-group';
import { QuantityInput } from './quantity-input';

const options = [
  ['Colour', 'colour'],
  ['Size', 'size'],
] as const;

type PurchasePanelProps = {
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
};

/**
 * Price, size and colour with their stock, quantity and Add to cart. Until a variant is
 * chosen the price is the product's range; a sold-out variant cannot be added.
 */
export function PurchasePanel({ product, variants, measurementKinds }: PurchasePanelProps) {
  const [choice, setChoice] = useState<VariantChoice>(() => initialChoice(variants));
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<string | null>(null);
  const [justAdded, setJustAdded] = useState<MiniCartAdded | null>(null);
  const add = useCartStore((state) => state.add);
  const fitting = useFitting(measurementKinds ?? []);

  const variant = chosenVariant(variants, choice);
  const stock = variant?.stock ?? 0;
  const maxQuantity = Math.max(1, stock);
  const choose = (option: keyof VariantChoice) => (value: string) => {
    setChoice((current) => ({ ...current, [option]: value }));
    setQuantity(1);
    setAdded(null);
  };

  const addToCart = () => {
    if (!variant || variant.stock < 1) return;
    const measurements = fitting.take();
    if (measurements === false) return;
    add({ ...toCartItem(product, variant, quantity), ...(measurements && { measurements }) });
    const fit = measurements ? ', to your measurements' : '';
    setAdded(`${product.name} (${variant.size}, ${variant.colour}${fit}) × ${quantity}`);
    setJustAdded({ id: variant.id, quantity });
  };

  const missing = (['colour', 'size'] as const).find(
    (option) => choice[option] === undefined && optionValues(variants, option).length > 1,
  );
  const buttonLabel =
    variants.length === 0
      ? 'Price on request'
      : missing
        ? `Choose a ${missing}`
        : stock < 1
          ? 'Sold out'
          : 'Add to cart';

  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <p className="text-ink text-2xl font-light tabular-nums" data-testid="product-price">
          {variant
            ? formatBDT(variant.price)
            : formatPriceRange(product.min_price, product.max_price)}
        </p>
        <WishlistButton productId={product.id} productName={product.name} look="boxed" />
      </div>
      {options.map(([label, name]) => (
        <OptionGroup
          key={name}
          label={label}
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
          fitting={fitting}
        />
      )}
      <p className="mt-5 min-h-5 text-sm" aria-live="polite" data-testid="stock-status">
        {variant && (
          <span className={stock > 0 ? 'text-ink-soft' : 'text-ink'}>
            {variant.size}, {variant.colour}: {stockLabel(stock)}
          </span>
        )}
      </p>
      <div className="mt-3 flex gap-3">
        <QuantityInput value={quantity} max={maxQuantity} onChange={setQuantity} />
        <button
          type="button"
          onClick={addToCart}
          disabled={!variant || stock < 1}
          className="bg-ink hover:bg-primary-800 h-12 flex-1 px-6 text-xs tracking-[0.25em] text-white uppercase transition-colors disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
        >
          {buttonLabel}
        </button>
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm">
        {added && (
          <>
            <span className="text-ink">Added to your cart: {added}. </span>
            <Link href="/shop/cart" className="text-primary-800 underline underline-offset-4">
              View cart
            </Link>
          </>
        )}
      </p>
      <MiniCartOnDemand added={justAdded} />
    </div>
  );
}
