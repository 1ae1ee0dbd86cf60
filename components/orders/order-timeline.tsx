import type { Order, OrderTimelineEntry } from '@/lib/orders/types';
import type { OrderEventKind } from '@/lib/orders/values';
import { statusLabels } from './order-labels';

const kindTitles: Record<Exclude<OrderEventKind, 'status'>, string> = {
  note: 'A note from us',
  message: 'Message sent',
  courier: 'Courier update',
  payment: 'Payment',
  refund: 'Refund',
};

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
});

const titleOf = (entry: OrderTimelineEntry) =>
  entry.kind === 'status' ? statusLabels[entry.status] : kindTitles[entry.kind];

/** What happened to the order so far, oldest first, and who did it (Dhaka time). */
export function OrderTimeline({ timeline }: { timeline: Order['timeline'] }) {
  if (timeline.length === 0) return null;
  return (
    <section aria-labelledby="order-timeline-heading" className="mt-12">
      <h2 id="order-timeline-heading" className="text-ink text-xl font-light tracking-wide">
        Your order’s journey
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
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> · {entry.by}
            </p>
            {entry.note && (
              <p className="text-ink-soft mt-2 text-sm leading-relaxed">{entry.note}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
