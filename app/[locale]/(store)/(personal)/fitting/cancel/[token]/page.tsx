import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { primaryButtonClass, textButtonClass } from '@/components/account/form-styles';
import { PageHeading } from '@/components/content/page-heading';
import { readBookingByToken } from '@/lib/fittings/cancel';
import { fittingStatusLabels } from '@/lib/fittings/values';
import { cancelTokenSchema } from '@/lib/validation/fitting';
import { cancelFittingAction } from './actions';

// A cancel link is a secret of one shopper: nothing for search engines.
export const metadata: Metadata = {
  title: 'Your fitting',
  robots: { index: false, follow: false },
};

/** /fitting/cancel/[token]: the booking the SMS's link names, and a button to cancel it. */
export default async function CancelFittingPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const token = cancelTokenSchema.safeParse((await params).token);
  const booking = token.success ? await readBookingByToken(token.data) : null;
  if (!token.success || !booking) notFound();
  const open = booking.status === 'booked';
  return (
    <div className="pb-16">
      <PageHeading
        eyebrow="The bridal atelier"
        title={open ? 'Your fitting' : 'Your fitting is cancelled'}
      />
      <div className="mx-auto max-w-xl space-y-8 px-6">
        <dl className="text-ink-soft grid gap-x-8 gap-y-3 sm:grid-cols-[8rem_1fr]">
          <dt className="text-ink text-xs tracking-[0.2em] uppercase">When</dt>
          <dd>{booking.when}</dd>
          <dt className="text-ink text-xs tracking-[0.2em] uppercase">Where</dt>
          <dd>
            {booking.showroom.name}
            <br />
            {booking.showroom.address}
          </dd>
          <dt className="text-ink text-xs tracking-[0.2em] uppercase">Name</dt>
          <dd>{booking.name}</dd>
          <dt className="text-ink text-xs tracking-[0.2em] uppercase">Status</dt>
          <dd>{fittingStatusLabels[booking.status]}</dd>
        </dl>
        {open ? (
          <form action={cancelFittingAction}>
            <input type="hidden" name="token" value={token.data} />
            <p className="text-ink-soft mb-6 text-sm leading-7">
              Cannot come? Cancel, and the place goes to another bride.
            </p>
            <button type="submit" className={primaryButtonClass}>
              Cancel my fitting
            </button>
          </form>
        ) : (
          <p className="text-ink-soft text-sm leading-7">
            <Link href="/fitting" className={textButtonClass}>
              Book another time
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
