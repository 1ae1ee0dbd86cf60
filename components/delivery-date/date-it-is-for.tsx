'use client';

import { useLocale, useTranslations } from '#intl';
import { lazy, Suspense, type ReactNode } from 'react';
import { SelectField, TextField } from '@/components/account/form-field';
import type { AskLink } from '@/lib/content';
import type { DeliveryDateSettings } from '@/lib/content/client';
import { addDays } from '@/lib/format/dhaka-day';
import { formatDhakaDay } from '@/lib/i18n/dates';
import { localeDigits } from '@/lib/i18n/digits';
import {
  arrivesTooLate,
  earliestDelivery,
  occasions,
  type DeliveryZone,
} from '@/lib/ordering/client';
import { useCartStore } from '@/stores/cart-store';
import { useDhakaToday } from './use-dhaka-today';

type Props = {
  settings: DeliveryDateSettings;
  /** The longest lead time of what is sewn to her measurements; 0 for ready-to-wear. */
  leadTimeDays: number;
  /** Her zone once her district is known (checkout); both are shown before. */
  zone: DeliveryZone | null;
  /** Whom to call or message when it cannot arrive in time. */
  links: AskLink[];
  /** What she can do instead on this page: take a ready-to-wear size. */
  readyToWear?: ReactNode;
  /** The server's word on the date, when it refused it. */
  needByError?: string;
};

// Shown only when her day is missed: the links and their icons load then, not with the page.
const ContactLinks = lazy(() =>
  import('@/components/ui/contact-links').then((module) => ({ default: module.ContactLinks })),
);

/** The latest day the picker offers: the server refuses a date further off (two years). */
const furthestDays = 730;

/** The earliest days it arrives by, from `today`, and whether that misses her day. */
function dayFacts(
  settings: DeliveryDateSettings,
  today: string,
  leadTimeDays: number,
  zone: DeliveryZone | null,
  needBy: string | null,
) {
  const now = new Date(`${today}T06:00:00Z`);
  const earliest = (inZone: DeliveryZone) =>
    earliestDelivery(settings, { now, leadTimeDays, fitting: false, zone: inZone });
  const latest = earliest(zone ?? 'outside_dhaka');
  return {
    inside: earliest('inside_dhaka'),
    latest,
    late: needBy !== null && arrivesTooLate(latest, needBy, settings),
  };
}

/**
 * "The date it is for": her occasion and the day she needs it by (kept with the cart), the
 * day it arrives by at the earliest, and a warning when that misses her day, before she
 * pays. Computed in the browser from the settings the page was built with and today's date.
 */
export function DateItIsFor(props: Props) {
  const { settings, leadTimeDays, zone, links, readyToWear, needByError } = props;
  const t = useTranslations('fit.dateFor');
  const locale = useLocale();
  const today = useDhakaToday();
  const { occasion, needBy } = useCartStore((state) => state.dateFor);
  const setDateFor = useCartStore((state) => state.setDateFor);
  const labelOf = (link: AskLink) =>
    link.channel === 'phone'
      ? t('call', { phone: localeDigits(link.label.replace(/^Call /, ''), locale) })
      : link.label;
  const day = (date: string) => formatDhakaDay(date, locale, 'weekdayDate');
  // Before the browser knows today (the server's drawing, and until the page hydrates) the
  // section keeps its place with its fields not yet usable, so nothing below it moves.
  const facts = today ? dayFacts(settings, today, leadTimeDays, zone, needBy) : null;
  return (
    <section
      aria-label={t('title')}
      className="mt-6 border-t border-stone-200 pt-5"
      data-testid="date-it-is-for"
    >
      <h2 className="text-ink text-xs tracking-[0.25em] uppercase">{t('title')}</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          name="occasion"
          label={t('occasion')}
          disabled={!facts}
          value={occasion ?? ''}
          onChange={(event) =>
            setDateFor({ occasion: (event.target.value || null) as typeof occasion })
          }
        >
          <option value="">{t('noOccasion')}</option>
          {occasions.map((kind) => (
            <option key={kind} value={kind}>
              {t(`occasions.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="need_by"
          type="date"
          label={t('needBy')}
          disabled={!facts}
          min={today ?? undefined}
          max={today ? addDays(today, furthestDays) : undefined}
          value={needBy ?? ''}
          error={needByError}
          onChange={(event) => setDateFor({ needBy: event.target.value || null })}
        />
      </div>
      <p className="text-ink mt-3 min-h-10 text-sm" data-testid="arrives-by" aria-live="polite">
        {facts &&
          (zone
            ? t('arrivesBy', { day: day(facts.latest) })
            : t('arrivesByZones', { inside: day(facts.inside), outside: day(facts.latest) }))}
        {/* Her day said back in words: a typed date field shows the browser's order
            (mm/dd/yyyy on many phones), which in Bangladesh is read the other way. */}
        {facts && needBy && !facts.late && (
          <span className="mt-1 block" data-testid="in-time">
            {t('inTime', { needBy: day(needBy) })}
          </span>
        )}
      </p>
      {facts?.late && needBy && (
        <div
          role="alert"
          className="border-primary mt-3 border-l-2 bg-stone-50 p-4 text-sm"
          data-testid="too-late"
        >
          <p className="text-ink">
            {t('tooLate', { needBy: day(needBy), earliest: day(facts.latest) })}
          </p>
          {readyToWear}
          {links.length > 0 && (
            <>
              <p className="text-ink-soft mt-2">{t('askUs')}</p>
              <Suspense fallback={null}>
                <ContactLinks links={links} labelOf={labelOf} opensNewTab={t('opensNewTab')} />
              </Suspense>
            </>
          )}
        </div>
      )}
    </section>
  );
}
