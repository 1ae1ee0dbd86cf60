/** What the booking page is given of the showroom, as its booked view shows it. */
export type FittingShowroom = { name: string; address: string; mapUrl: string };

/** The API's answers, as the browser reads them (lib/fittings/read-slots.ts, booking-view.ts). */
export type SlotAnswer = {
  start: string;
  time: string;
  places: number;
  places_left: number;
  full: boolean;
};
export type DayAnswer = { date: string; days: string[]; slots: SlotAnswer[] };
export type BookingAnswer = {
  booking: { id: number; start: string; when: string; name: string; phone: string; note: string };
  cancel_url: string;
};
