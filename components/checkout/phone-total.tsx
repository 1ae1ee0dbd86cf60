import { useLocale, useTranslations } from '#intl';
import { useShownLine } from '@/components/cart/use-shown-line';
import { ChevronDownIcon } from '@/components/ui/icons';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import type { DeliveryZone } from '@/lib/ordering/client';
import type { DeliveryRates } from '@/lib/content/client';
import type { CartItem } from '@/stores/cart-reducers';
import { checkoutFigures } from './checkout-figures';
import { FigureRows } from './figure-rows';
import type { AppliedDiscount } from './use-discount-code';

type PhoneTotalProps = {
  lines: CartItem[];
  zone: DeliveryZone | null;
  rates: DeliveryRates;
  discount: AppliedDiscount | null;
};

/**
 * On a phone the summary comes after the form: this bar at the top shows the total from the
 * start, and opens onto the pieces and figures. Wider screens show the summary beside the form.
 */
export function PhoneTotal({ lines, zone, rates, discount }: PhoneTotalProps) {
  const t = useTranslations('checkout.summary');
  const locale = useLocale();
  const shown = useShownLine();
  const money = (amount: number) => formatBDT(amount, locale);
  const figures = checkoutFigures(lines, zone, rates, discount);
  return (
    <details className="group bg-ivory mb-8 lg:hidden" data-testid="phone-total">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3">
        <span className="text-ink inline-flex items-center gap-2 text-sm">
          <span className="group-open:hidden">{t('showSummary')}</span>
          <span className="hidden group-open:inline">{t('hideSummary')}</span>
          <ChevronDownIcon
            width={16}
            height={16}
            className="transition-transform group-open:rotate-180"
          />
        </span>
        <span className="text-ink text-base font-medium tabular-nums">
          <span className="sr-only">{t('total')}: </span>
          {money(figures.total)}
        </span>
      </summary>
      <div className="border-t border-stone-200 px-5 pt-2 pb-5">
        <ul className="divide-y divide-stone-200 text-sm">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 py-3">
              <span className="text-ink min-w-0">
                {shown(line).name}
                <span className="text-ink-muted">
                  {' '}
                  × {localeDigits(String(line.quantity), locale)}
                </span>
              </span>
              <span className="text-ink tabular-nums">{money(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-2 text-sm">
          <FigureRows figures={figures} discount={discount} />
        </dl>
      </div>
    </details>
  );
}
