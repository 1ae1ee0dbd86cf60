import { useLocale, useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { LinePhoto } from '@/components/cart/line-parts';
import { SummaryPanel } from '@/components/cart/summary-panel';
import { useShownLine } from '@/components/cart/use-shown-line';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { formatBDT } from '@/lib/format/money';
import type { DeliveryZone } from '@/lib/ordering/client';
import type { DeliveryRates } from '@/lib/content/client';
import type { CartItem } from '@/stores/cart-reducers';
import { SummaryLine } from './summary-line';
import { FigureRows } from './figure-rows';
import { SummaryRow } from './summary-row';
import { checkoutFigures } from './checkout-figures';
import type { CodAdvance } from './cod-advance';
import type { AppliedDiscount } from './use-discount-code';

type CheckoutSummaryProps = {
  lines: CartItem[];
  zone: DeliveryZone | null;
  rates: DeliveryRates;
  /** The server's word on a line (out of stock, no longer on sale), by its position. */
  lineErrors: Record<number, string>;
  /** The discount code the server accepted for these pieces, if any, and its field. */
  discount: AppliedDiscount | null;
  discountField: ReactNode;
  /** Cash on delivery's advance, when this order asks for one. */
  advance?: CodAdvance | null;
  children: ReactNode;
};

/**
 * The cart as it will be ordered, with the discount the server accepted and the delivery
 * charge for the chosen address. The server works the figures out again from the
 * catalogue when the order is placed.
 */
export function CheckoutSummary({
  lines,
  zone,
  rates,
  lineErrors,
  discount,
  discountField,
  advance = null,
  children,
}: CheckoutSummaryProps) {
  const t = useTranslations('checkout.summary');
  const locale = useLocale();
  const shown = useShownLine();
  const money = (amount: number) => formatBDT(amount, locale);
  const figures = checkoutFigures(lines, zone, rates, discount);
  const hasLineErrors = Object.keys(lineErrors).length > 0;
  return (
    <SummaryPanel id="checkout-summary-heading">
      <ul className="mt-6 divide-y divide-stone-200 border-y border-stone-200">
        {lines.map((line, index) => (
          <SummaryLine
            key={line.id}
            line={shown(line)}
            error={lineErrors[index]}
            photo={<LinePhoto line={line} />}
          />
        ))}
      </ul>
      {hasLineErrors && (
        <p className="mt-4 text-sm text-red-800">
          <LocalisedLink href="/shop/cart" className="underline underline-offset-4">
            {t('updateCart')}
          </LocalisedLink>
          {t('andComeBack')}
        </p>
      )}
      {discountField}
      <dl className="mt-6 space-y-3 text-sm">
        <FigureRows figures={figures} discount={discount} marked />
        {advance && (
          <>
            <SummaryRow term={t('payNow')} value={money(advance.now)} testId="checkout-pay-now" />
            <SummaryRow
              term={t('dueOnDelivery')}
              value={money(advance.onDelivery)}
              testId="checkout-due-on-delivery"
            />
          </>
        )}
      </dl>
      <p className="text-ink-muted mt-3 text-xs leading-relaxed">{t('confirmedByServer')}</p>
      {children}
    </SummaryPanel>
  );
}
