import { useTranslations } from 'next-intl';
import { fieldLabelClass } from '@/components/ui/field';
import type { StaffFittingSlot } from '@/lib/fittings/admin';

/** The day's slots and how many places each has taken: where a call can still fit a bride. */
export function SlotPlaces({ slots }: { slots: StaffFittingSlot[] }) {
  const t = useTranslations('admin.fittings.slots');
  return (
    <section aria-labelledby="slot-places" className="mb-6">
      <h3 id="slot-places" className={fieldLabelClass}>
        {t('title')}
      </h3>
      <ul className="grid grid-cols-2 gap-2 text-sm sm:flex sm:flex-wrap">
        {slots.map((slot) => (
          <li
            key={slot.start}
            className={`flex justify-between gap-3 border border-stone-200 px-3 py-2 ${slot.taken < slot.places ? 'bg-white' : 'bg-stone-100'}`}
          >
            <span className="text-ink tabular-nums">{slot.time}</span>
            <span className="text-ink-soft tabular-nums">
              {t('taken', { taken: String(slot.taken), places: String(slot.places) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
