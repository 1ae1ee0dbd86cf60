import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageHeading } from '@/components/content/page-heading';
import { FittingBooking } from '@/components/fitting/fitting-booking';
import { readFirstFittingDay } from '@/lib/fittings/read-slots';
import { getSettings } from '@/lib/settings/cached';
import { oneLineAddress } from '@/lib/settings/defaults';

export const metadata: Metadata = {
  title: 'Book a fitting',
  description: 'Book a bridal fitting at our Banani atelier: choose a day and a time.',
  alternates: { canonical: '/fitting' },
};

/** /fitting: the bookable days and the first one's times, read for each visit (places change). */
export default async function FittingPage() {
  await connection(); // the times are read against the clock of this visit
  const [day, showroom] = await Promise.all([readFirstFittingDay(), getSettings('showroom')]);
  return (
    <div className="pb-16">
      <PageHeading
        eyebrow="The bridal atelier"
        title="Book a fitting"
        intro={`Choose a day and a time to meet our stylists at ${showroom.name}, ${oneLineAddress(showroom)}.`}
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
  );
}
