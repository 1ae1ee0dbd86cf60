import type { Metadata } from 'next';
import { PageHeading } from '@/components/content/page-heading';
import { getSettings } from '@/lib/settings/cached';
import { telHref, whatsappHref } from '@/lib/settings/defaults';

export async function generateMetadata(): Promise<Metadata> {
  const showroom = await getSettings('showroom');
  return {
    title: 'Find us',
    description: `Visit ${showroom.name}: address, opening hours, phone and directions.`,
    alternates: { canonical: '/Store-locator' },
  };
}

const detailHeading = 'mb-3 text-xs tracking-[0.25em] text-ink uppercase';

export default async function StoreLocatorPage() {
  const [showroom, contacts] = await Promise.all([
    getSettings('showroom'),
    getSettings('contacts'),
  ]);
  return (
    <div className="pb-8">
      <PageHeading
        eyebrow="Find us"
        title={showroom.name}
        intro="Try on the collection, meet our stylists and book your bridal fitting in Banani."
      />
      <div className="mx-auto grid max-w-5xl gap-12 px-6 sm:grid-cols-2">
        <section aria-labelledby="visit">
          <h2 id="visit" className={detailHeading}>
            Address
          </h2>
          <address className="text-ink-soft leading-8 not-italic">
            {showroom.street}
            <br />
            {showroom.city} {showroom.postcode}, {showroom.country}
          </address>
          <h2 className={`${detailHeading} mt-10`}>Opening hours</h2>
          <dl className="text-ink-soft grid grid-cols-[auto_1fr] gap-x-8 gap-y-2">
            {showroom.hours.map((row) => (
              <div key={row.days} className="contents">
                <dt>{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
          <h2 className={`${detailHeading} mt-10`}>Contact</h2>
          <p className="text-ink-soft leading-8">
            <a href={telHref(contacts.phone)} className="hover:text-primary-700">
              {contacts.phone}
            </a>
            {contacts.whatsapp && (
              <>
                <br />
                <a
                  href={whatsappHref(contacts.whatsapp)}
                  rel="noopener"
                  className="hover:text-primary-700"
                >
                  WhatsApp us
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
            Directions
          </h2>
          <p className="text-ink-soft leading-8">{showroom.directions}</p>
          <a
            href={showroom.mapUrl}
            rel="noopener"
            className="border-ink text-ink hover:border-primary hover:text-primary-800 mt-8 inline-block border px-6 py-3 text-xs tracking-[0.2em] uppercase transition-colors"
          >
            Open in Google Maps
          </a>
        </section>
      </div>
    </div>
  );
}
