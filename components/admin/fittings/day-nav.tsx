import Link from 'next/link';
import { Button, buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { addDays } from '@/lib/format/dhaka-day';
import { adminRoutes } from '@/lib/identity/client';

const quiet = buttonClass({ variant: 'quiet' });

const dayHref = (day: string) => adminRoutes.fittings.list({ day });

/** The day shown, with the days either side and a date picker (a GET form: no script needed). */
export function FittingDayNav({ day, today }: { day: string; today: string }) {
  return (
    <nav aria-label="Choose a day" className="mb-6 flex flex-wrap items-end gap-x-6 gap-y-4">
      <form method="get" action={adminRoutes.fittings.list()} className="flex items-end gap-3">
        <Field id="fitting-day" label="Day">
          <input type="date" name="day" defaultValue={day} />
        </Field>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
      <div className="flex flex-wrap gap-x-6 gap-y-2 pb-3">
        <Link href={dayHref(addDays(day, -1))} className={quiet}>
          Previous day
        </Link>
        {day !== today && (
          <Link href={dayHref(today)} className={quiet}>
            Today
          </Link>
        )}
        <Link href={dayHref(addDays(day, 1))} className={quiet}>
          Next day
        </Link>
      </div>
    </nav>
  );
}
