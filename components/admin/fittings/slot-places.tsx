import type { StaffFittingSlot } from '@/lib/fittings/admin';

/** The day's slots and how many places each has taken: where a call can still fit a bride. */
export function SlotPlaces({ slots }: { slots: StaffFittingSlot[] }) {
  return (
    <ul aria-label="Places by slot" className="mb-6 flex flex-wrap gap-2 text-sm">
      {slots.map((slot) => (
        <li
          key={slot.start}
          className={`border border-stone-200 px-3 py-2 ${slot.taken < slot.places ? 'bg-white' : 'bg-stone-100'}`}
        >
          <span className="text-ink tabular-nums">{slot.time}</span>
          <span className="text-ink-soft">
            {' '}
            · {slot.taken} of {slot.places} places taken
          </span>
        </li>
      ))}
    </ul>
  );
}
