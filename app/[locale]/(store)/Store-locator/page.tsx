import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/content/page-heading';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { localeAlternates } from '@/lib/i18n/alternates';
import { localeDigits } from '@/lib/i18n/digits';
import { getSettings, getShowroom, telHref, whatsappHref } from '@/lib/content';
import { isLocale, routing } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const requested = (await params).locale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const [showroom, t] = await Promise.all([
    getShowroom(locale),
    getTranslations({ locale, namespace: 'metadata.storeLocator' }),
  ]);
  return {
    title: t('title'),
    description: t('description', { showroom: showroom.name }),
    alternates: localeAlternates(locale, '/Store-locator'),
  };
}

const detailHeading = 'mb-3 text-xs tracking-[0.25em] text-ink uppercase';

export default async function StoreLocatorPage() {
  const [showroom, contacts, t, locale] = await Promise.all([
    getShowroom(),
    getSettings('contacts'),
    getTranslations('shell.storeLocator'),
    getLocale(),
  ]);
  return (
    <div className="pb-8">
      <PageHeading eyebrow={t('eyebrow')} title={showroom.name} intro={t('intro')} />
      <div className="mx-auto -mt-2 mb-14 flex max-w-5xl justify-center px-6">
        <LocalisedLink
          href="/fitting"
          className="bg-ink hover:bg-primary-800 inline-flex h-12 items-center justify-center px-8 text-xs tracking-[0.25em] text-white uppercase transition-colors"
        >
          {t('bookFitting')}
        </LocalisedLink>
      </div>
      <div className="mx-auto grid max-w-5xl gap-12 px-6 sm:grid-cols-2">
        <section aria-labelledby="visit">
          <h2 id="visit" className={detailHeading}>
            {t('address')}
          </h2>
          <address className="text-ink-soft leading-8 not-italic">
            {showroom.street}
            <br />
            {showroom.city} {showroom.postcode}, {showroom.country}
          </address>
          <h2 className={`${detailHeading} mt-10`}>{t('hours')}</h2>
          <dl className="text-ink-soft grid grid-cols-[auto_1fr] gap-x-8 gap-y-2">
            {showroom.hours.map((row) => (
              <div key={row.days} className="contents">
                <dt>{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
          <h2 className={`${detailHeading} mt-10`}>{t('contact')}</h2>
          <p className="text-ink-soft leading-8">
            <a href={telHref(contacts.phone)} className="hover:text-primary-700">
              {localeDigits(contacts.phone, locale)}
            </a>
            {contacts.whatsapp && (
              <>
                <br />
                <a
                  href={whatsappHref(contacts.whatsapp)}
                  rel="noopener"
                  className="hover:text-primary-700"
                >
                  {t('whatsapp')}
                </a>
              </>
            )}
            <br />
            <a href={`mailto:${contacts.email}`} className="hover:text-primary-700">
              {contacts.email}
            </a>
          </p>
        </section>
        <section aria-labelledby="directions" className="bg-ivory p-8 sm:p-10">
          <h2 id="directions" className={detailHeading}>
            {t('directions')}
          </h2>
          <p className="text-ink-soft leading-8">{showroom.directions}</p>
          <a
            href={showroom.mapUrl}
            rel="noopener"
            className="border-ink text-ink hover:border-primary hover:text-primary-800 mt-8 inline-block border px-6 py-3 text-xs tracking-[0.2em] uppercase transition-colors"
          >
            {t('openMap')}
          </a>
        </section>
      </div>
    </div>
  );
}
