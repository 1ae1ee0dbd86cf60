import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/content/page-heading';
import {
  paramsLocale,
  personalMetadata,
  type LocaleParams,
} from '@/components/orders/page-metadata';
import { TrackOrderForm } from '@/components/orders/track/track-order-form';
import { trackedNumberSchema } from '@/lib/ordering';
import { RouteMessages } from '@/components/i18n/route-messages';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await paramsLocale(params), namespace: 'orders' });
  return personalMetadata(t('meta.track'), t('meta.trackDescription'), true);
}

type Props = { searchParams: Promise<{ number?: string | string[] }> };

/** /track-order: any shopper, signed in or not, finds an order by its number and phone. */
export default async function TrackOrderPage({ searchParams }: Props) {
  const given = trackedNumberSchema.safeParse((await searchParams).number);
  const t = await getTranslations('orders.track');
  return (
    <RouteMessages namespaces={['account', 'orders']}>
      <div className="pb-24">
        <PageHeading eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        <div className="mx-auto max-w-md px-6">
          <TrackOrderForm number={given.success ? given.data : undefined} />
        </div>
      </div>
    </RouteMessages>
  );
}
