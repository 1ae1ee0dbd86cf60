import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { addDays } from '@/lib/format/dhaka-day';
import { adminRoutes } from '@/lib/identity/client';

const quiet = buttonClass({ variant: 'quiet' });

const dayHref = (day: string) => adminRoutes.fittings.list({ day });

/** The day shown, with the days either side and a date picker (a GET form: no script needed). */
export function FittingDayNav({ day, today }: { day: string; today: string }) {
  const t = useTranslations('admin.fittings.dayNav');
  return (
    <nav aria-label={t('label')} className="mb-6 flex flex-wrap items-end gap-x-6 gap-y-4">
      <form method="get" action={adminRoutes.fittings.list()} className="flex items-end gap-3">
        <Field id="fitting-day" label={t('day')}>
          <input type="date" name="day" defaultValue={day} />
        </Field>
        <Button type="submit" variant="secondary">
          {t('show')}
        </Button>
      </form>
      <div className="flex flex-wrap gap-x-6 gap-y-2 pb-3">
        <Link href={dayHref(addDays(day, -1))} className={quiet}>
          {t('previous')}
        </Link>
        {day !== today && (
          <Link href={dayHref(today)} className={quiet}>
            {t('today')}
          </Link>
        )}
        <Link href={dayHref(addDays(day, 1))} className={quiet}>
          {t('next')}
        </Link>
      </div>
    </nav>
  );
}
