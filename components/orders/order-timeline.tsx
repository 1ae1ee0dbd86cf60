import { useLocale, useTranslations } from 'next-intl';
import { formatDhakaDate } from '@/lib/i18n/dates';
import type { Order, OrderTimelineEntry } from '@/lib/ordering';

/** The notes and names the store itself writes on a timeline, by the words it stores. */
const systemNotes = {
  'Order placed': 'placed',
  'Paid through SSLCommerz': 'paid',
  'Joined the account that proved this phone number': 'attached',
  'The payment gateway could not be reached': 'gatewayDown',
  'Payment not received in time; stock released': 'timeout',
} as const;
const systemNames = {
  Shopper: 'Shopper',
  Guest: 'Guest',
  Store: 'Store',
  'Noor-e-Jahan': 'storeName',
} as const;

const known = <T extends object>(map: T, text: string | null): T[keyof T] | undefined =>
  text !== null && Object.hasOwn(map, text) ? map[text as keyof T] : undefined;

// Day and time apart, on the 24-hour clock: ICU's Bangla joins them with an English AM/PM.
const dayMonth = { day: 'numeric', month: 'long' } as const;
const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** What happened to the order so far, oldest first, and who did it (Dhaka time). */
export function OrderTimeline({ timeline }: { timeline: Order['timeline'] }) {
  const t = useTranslations('orders');
  const words = useTranslations('vocabulary');
  const locale = useLocale();
  if (timeline.length === 0) return null;
  const titleOf = (entry: OrderTimelineEntry) =>
    entry.kind === 'status'
      ? words(`orderStatus.${entry.status}`)
      : words(`orderEvent.${entry.kind}`);
  // Staff notes are the store's own words; the ones the system writes are said in the page's language.
  const noteOf = (note: string | null) => {
    const key = known(systemNotes, note);
    return key ? t(`systemNotes.${key}`) : note;
  };
  const byOf = (by: string) => {
    const key = known(systemNames, by);
    return key ? t(`by.${key}`) : by;
  };
  return (
    <section aria-labelledby="order-timeline-heading" className="mt-12">
      <h2 id="order-timeline-heading" className="text-ink text-xl font-light tracking-wide">
        {t('details.journey')}
      </h2>
      <ol className="mt-6 space-y-6 border-l border-stone-200 pl-6" data-testid="order-timeline">
        {timeline.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="bg-primary absolute top-2 -left-[29px] size-2.5 rounded-full"
            />
            <p className="text-ink">{titleOf(entry)}</p>
            <p className="text-ink-muted mt-1 text-xs tracking-wide">
              <time dateTime={entry.at}>
                {t('details.when', {
                  date: formatDhakaDate(new Date(entry.at), locale, dayMonth),
                  time: formatDhakaDate(new Date(entry.at), locale, clock),
                })}
              </time>{' '}
              · {byOf(entry.by)}
            </p>
            {entry.note && (
              <p className="text-ink-soft mt-2 text-sm leading-relaxed">{noteOf(entry.note)}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
