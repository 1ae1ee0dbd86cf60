import { useTranslations } from 'next-intl';
import { Panel } from '@/components/admin/panel';
import type { DeskEvent } from '@/lib/ordering/admin';
import { formatDhakaTime } from './desk-time';
import { eventDetails } from './event-details';

function Title({ event }: { event: DeskEvent }) {
  const t = useTranslations('admin.orders.timeline');
  const words = useTranslations('vocabulary');
  if (event.kind !== 'status') return words(`orderEventDesk.${event.kind}`);
  const to = words(`orderStatusDesk.${event.toStatus}`);
  return event.fromStatus
    ? t('moved', { from: words(`orderStatusDesk.${event.fromStatus}`), to })
    : t('placed', { to });
}

function Event({ event }: { event: DeskEvent }) {
  const t = useTranslations('admin.orders.timeline');
  const terms = useTranslations('admin.orders.eventData');
  const words = useTranslations('vocabulary');
  const details = eventDetails(event.data, { t: terms, words });
  return (
    <li className="relative border-l border-stone-200 pb-6 pl-5 last:pb-0">
      <span
        aria-hidden="true"
        className={`absolute top-1.5 -left-[5px] size-2.5 rounded-full ${
          event.kind === 'status' ? 'bg-primary-600' : 'bg-stone-400'
        }`}
      />
      <p className="text-ink text-sm font-medium">
        <Title event={event} />
        {!event.isPublic && (
          <span className="text-ink-soft ml-2 border border-stone-300 px-1.5 py-0.5 align-middle text-[10px] font-normal tracking-[0.15em] uppercase">
            {t('staffOnly')}
          </span>
        )}
      </p>
      <p className="text-ink-muted mt-0.5 text-xs">
        <span>{event.actorLabel}</span> ·{' '}
        <time dateTime={event.createdAt}>{formatDhakaTime(event.createdAt)}</time>
      </p>
      {event.note && <p className="text-ink-soft mt-2 text-sm break-words">{event.note}</p>}
      {details.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          {details.map(([term, text]) => (
            <div key={term} className="contents">
              <dt className="text-ink-muted">{term}</dt>
              <dd className="text-ink break-all">{text}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** Everything that happened to the order, oldest first: who did what, and when (Dhaka time). */
export function DeskTimeline({ events }: { events: DeskEvent[] }) {
  const t = useTranslations('admin.orders.timeline');
  return (
    <Panel title={t('title')}>
      <ol aria-label={t('label')} className="ml-1">
        {events.map((event) => (
          <Event key={event.id} event={event} />
        ))}
      </ol>
    </Panel>
  );
}
