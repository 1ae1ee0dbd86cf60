import { useLocale, useTranslations } from 'next-intl';
import { formatBDT } from '@/lib/format/money';
import { displayPhone } from '@/lib/format/phone';
import { localeDigits } from '@/lib/i18n/digits';
import type { Order } from '@/lib/ordering';

/** What happens after the order, in the order it happens. */
export function NextSteps({ order }: { order: Order }) {
  const t = useTranslations('orders.next');
  const locale = useLocale();
  const phone = displayPhone(order.contact.phone, locale);
  const email = order.contact.email;
  const first = email ? t('sentBoth', { phone, email }) : t('sentSms', { phone });
  const pay = order.advance
    ? t('advanceReceived', { due: formatBDT(order.advance.due_on_delivery, locale) })
    : order.payment.method === 'cod'
      ? t('payCash')
      : t('paid');
  const steps =
    order.status === 'pending_payment'
      ? [t('waitingGateway'), first]
      : [first, t('atelier'), t('sent', { district: order.address.district, pay })];
  return (
    <section aria-labelledby="next-steps-heading" className="bg-ivory px-6 py-8 sm:px-10">
      <h2 id="next-steps-heading" className="text-ink text-xl font-light tracking-wide">
        {t('heading')}
      </h2>
      <ol className="text-ink-soft mt-6 space-y-4 text-sm leading-relaxed">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span className="text-primary-800 text-xs tracking-[0.3em]" aria-hidden="true">
              {localeDigits(`0${index + 1}`, locale)}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
