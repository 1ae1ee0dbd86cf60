import Link from 'next/link';
import {
  inputClass,
  labelClass,
  secondaryButtonClass,
  textButtonClass,
} from '@/components/account/form-styles';
import { addDays } from '@/lib/format/dhaka-day';

const dayHref = (day: string) => `/admin/fittings?day=${day}`;

/** The day shown, with the days either side and a date picker (a GET form: no script needed). */
export function FittingDayNav({ day, today }: { day: string; today: string }) {
  return (
    <nav aria-label="Choose a day" className="mb-6 flex flex-wrap items-end gap-x-6 gap-y-4">
      <form method="get" action="/admin/fittings" className="flex items-end gap-3">
        <div>
          <label htmlFor="fitting-day" className={labelClass}>
            Day
          </label>
          <input
            id="fitting-day"
            type="date"
            name="day"
            defaultValue={day}
            className={inputClass}
          />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          Show
        </button>
      </form>
      <div className="flex flex-wrap gap-x-6 gap-y-2 pb-3">
        <Link href={dayHref(addDays(day, -1))} className={textButtonClass}>
          Previous day
        </Link>
        {day !== today && (
          <Link href={dayHref(today)} className={textButtonClass}>
            Today
          </Link>
        )}
        <Link href={dayHref(addDays(day, 1))} className={textButtonClass}>
          Next day
        </Link>
      </div>
    </nav>
  );
}
