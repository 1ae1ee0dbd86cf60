import type { Metadata } from 'next';
import { PageHeading } from '@/components/content/page-heading';
import { TrackOrderForm } from '@/components/orders/track/track-order-form';
import { trackedNumberSchema } from '@/lib/validation/track-order';

export const metadata: Metadata = {
  title: 'Track your order',
  description: 'Find your order with its number and the mobile number it was placed with.',
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ number?: string | string[] }> };

/** /track-order: any shopper, signed in or not, finds an order by its number and phone. */
export default async function TrackOrderPage({ searchParams }: Props) {
  const given = trackedNumberSchema.safeParse((await searchParams).number);
  return (
    <div className="pb-24">
      <PageHeading
        eyebrow="Customer care"
        title="Track your order"
        intro="Enter your order number and the mobile number you ordered with. We will send a code to that phone, and then show you where your order is."
      />
      <div className="mx-auto max-w-md px-6">
        <TrackOrderForm number={given.success ? given.data : undefined} />
      </div>
    </div>
  );
}
