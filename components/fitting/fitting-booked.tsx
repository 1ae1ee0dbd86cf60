import type { BookingAnswer, FittingShowroom } from './types';

/** The booked page: when and where, and that the SMS with the cancel link is on its way. */
export function FittingBooked({
  booked,
  showroom,
}: {
  booked: BookingAnswer;
  showroom: FittingShowroom;
}) {
  return (
    <section aria-labelledby="fitting-booked" className="space-y-6">
      <h2 id="fitting-booked" className="text-ink text-2xl font-light tracking-wide">
        Your fitting is booked
      </h2>
      <dl className="text-ink-soft grid gap-x-8 gap-y-3 sm:grid-cols-[8rem_1fr]">
        <dt className="text-ink text-xs tracking-[0.2em] uppercase">When</dt>
        <dd>{booked.booking.when}</dd>
        <dt className="text-ink text-xs tracking-[0.2em] uppercase">Where</dt>
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
            Open the map
          </a>
        </dd>
        <dt className="text-ink text-xs tracking-[0.2em] uppercase">Name</dt>
        <dd>{booked.booking.name}</dd>
      </dl>
      <p className="text-ink-soft text-sm leading-7">
        We have sent a confirmation by SMS to {booked.booking.phone}, with a link to cancel if your
        plans change. We will remind you the day before.
      </p>
    </section>
  );
}
