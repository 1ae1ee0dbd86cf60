import { useTranslations } from 'next-intl';
import type { PaymentBadge } from '@/lib/payments';

/**
 * The footer's payment methods: small text badges, only those the store takes. The card
 * and wallet names are brands, the same in both languages; cash on delivery is not.
 */
export function PaymentBadges({ badges, gateway }: { badges: PaymentBadge[]; gateway: boolean }) {
  const t = useTranslations('shell.footer');
  const named = badges.map((badge) =>
    badge.id === 'cod'
      ? { ...badge, label: t('cashOnDelivery'), name: t('cashOnDelivery') }
      : badge,
  );
  return (
    <div className="flex flex-col items-center gap-2 sm:items-start">
      <p id="payment-methods" className="text-ink-muted text-[11px] tracking-[0.2em] uppercase">
        {t('weAccept')}
      </p>
      <ul
        aria-labelledby="payment-methods"
        className="flex max-w-sm flex-wrap justify-center gap-1.5 sm:justify-start"
      >
        {named.map((badge) => (
          <li
            key={badge.id}
            className="text-ink-soft rounded-sm border border-stone-300 bg-white px-2 py-1 text-[11px] leading-none font-medium"
          >
            {badge.label === badge.name ? (
              badge.label
            ) : (
              <>
                <span aria-hidden="true">{badge.label}</span>
                <span className="sr-only">{badge.name}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {gateway && <p className="text-ink-muted text-[11px]">{t('gateway')}</p>}
    </div>
  );
}
