'use client';

import { useLocale, useTranslations } from '#intl';
import { whenLabel } from '@/lib/fittings/client';
import type { BookingAnswer, FittingShowroom } from './types';
import { useTrackOnce } from '@/components/measurement/use-track-once';

const scheduled = () => ({ name: 'schedule' }) as const;

/** The booked page: when and where, and that the SMS with the cancel link is on its way. */
export function FittingBooked({
  booked,
  showroom,
}: {
  booked: BookingAnswer;
  showroom: FittingShowroom;
}) {
  const t = useTranslations('fitting.booked');
  const locale = useLocale();
  useTrackOnce(scheduled);
  return (
    <section aria-labelledby="fitting-booked" className="space-y-6">
      <h2 id="fitting-booked" className="text-ink text-2xl font-light tracking-wide">
        {t('title')}
      </h2>
      <dl className="text-ink-soft grid gap-x-8 gap-y-3 sm:grid-cols-[8rem_1fr]">
        <dt className="text-ink text-xs tracking-[0.2em] uppercase">{t('when')}</dt>
        <dd>{whenLabel(new Date(booked.booking.start), locale)}</dd>
        <dt className="text-ink text-xs tracking-[0.2em] uppercase">{t('where')}</dt>
        <dd>
          {showroom.name}
          <br />
          {showroom.address}
          <br />
          <a
            href={showroom.mapUrl}
            rel="noopener"
            className="text-ink underline underline-offset-4"
          >
            {t('map')}
          </a>
        </dd>
        <dt className="text-ink text-xs tracking-[0.2em] uppercase">{t('name')}</dt>
        <dd>{booked.booking.name}</dd>
      </dl>
      <p className="text-ink-soft text-sm leading-7">{t('sms', { phone: booked.booking.phone })}</p>
    </section>
  );
}
