import { useLocale, useTranslations } from '#intl';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import type { ChangeNotice } from '@/stores/cart-check';
import { useLineLabel } from './line-label';

type CartNoticesProps = { notices: ChangeNotice[]; checking: boolean; failed: boolean };

/** What the check against the server changed, announced politely as it happens. */
export function CartNotices({ notices, checking, failed }: CartNoticesProps) {
  const t = useTranslations('cart.notices');
  const locale = useLocale();
  const labelOf = useLineLabel();
  const message = (notice: ChangeNotice): string => {
    const { line } = notice;
    const item = labelOf(line);
    if (notice.kind === 'price') {
      return t('price', {
        item,
        was: formatBDT(notice.was, locale),
        now: formatBDT(line.price, locale),
      });
    }
    return t('stock', {
      item,
      stock: localeDigits(String(line.stock), locale),
      quantity: localeDigits(String(line.quantity), locale),
    });
  };
  return (
    <div role="status" className="space-y-2 text-sm">
      {notices.map((notice) => (
        <p
          key={`${notice.kind}:${notice.line.id}`}
          className="border-primary-500 bg-primary-50 text-ink border-l-2 px-4 py-3"
        >
          {message(notice)}
        </p>
      ))}
      {failed && <p className="text-ink-soft">{t('failed')}</p>}
      {checking && notices.length === 0 && (
        <p className="text-ink-muted text-xs">{t('checking')}</p>
      )}
    </div>
  );
}
