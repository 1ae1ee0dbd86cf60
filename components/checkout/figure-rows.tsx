import { useLocale, useTranslations } from '#intl';
import { formatBDT } from '@/lib/format/money';
import type { checkoutFigures } from './checkout-figures';
import { SummaryRow } from './summary-row';
import type { AppliedDiscount } from './use-discount-code';

type FigureRowsProps = {
  figures: ReturnType<typeof checkoutFigures>;
  discount: AppliedDiscount | null;
  /** Marks the figures for tests: only one copy of them on the page may be marked. */
  marked?: boolean;
};

/** The order's figures as rows of a list (dl): subtotal, discount, delivery and total. */
export function FigureRows({ figures, discount, marked = false }: FigureRowsProps) {
  const t = useTranslations('checkout.summary');
  const locale = useLocale();
  const money = (amount: number) => formatBDT(amount, locale);
  const { subtotal, charge, total } = figures;
  return (
    <>
      <SummaryRow term={t('subtotal')} value={money(subtotal)} />
      {discount && (
        <SummaryRow
          term={t('discount', { code: discount.code })}
          value={money(-discount.amount)}
          testId={marked ? 'checkout-discount' : undefined}
        />
      )}
      <SummaryRow term={t('delivery')} value={charge === null ? t('withAddress') : money(charge)} />
      <SummaryRow
        term={t('total')}
        value={money(total)}
        strong
        testId={marked ? 'checkout-total' : undefined}
      />
    </>
  );
}
