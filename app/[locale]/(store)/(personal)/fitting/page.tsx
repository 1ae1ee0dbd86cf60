import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/content/page-heading';
import { FittingBooking } from '@/components/fitting/fitting-booking';
import { isLocale, routing } from '@/i18n/routing';
import { readFirstFittingDay } from '@/lib/fittings';
import { localeAlternates } from '@/lib/i18n/alternates';
import { getShowroom, oneLineAddress } from '@/lib/content';
import { RouteMessages } from '@/components/i18n/route-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const requested = (await params).locale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'fitting.page' });
  return {
    title: t('title'),
    description: t('description'),
    alternates: localeAlternates(locale, '/fitting'),
  };
}

/** /fitting: the bookable days and the first one's times, read for each visit (places change). */
export default async function FittingPage() {
  await connection(); // the times are read against the clock of this visit
  const [day, showroom, t] = await Promise.all([
    readFirstFittingDay(),
    getShowroom(),
    getTranslations('fitting.page'),
  ]);
  return (
    <RouteMessages namespaces={['account', 'fitting']}>
      <div className="pb-16">
        <PageHeading
          eyebrow={t('eyebrow')}
          title={t('title')}
          intro={t('intro', { showroom: showroom.name, address: oneLineAddress(showroom) })}
        />
        <div className="mx-auto max-w-5xl px-6">
          <FittingBooking
            initial={day}
            showroom={{
              name: showroom.name,
              address: oneLineAddress(showroom),
              mapUrl: showroom.mapUrl,
            }}
          />
        </div>
      </div>
    </RouteMessages>
  );
}
