'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { Button } from '@/components/ui/button';
import type { FieldErrors } from '@/lib/domain-error';
import type { Holiday } from '@/lib/content/client';
import { useKeyedRows } from './use-keyed-rows';

const maxRows = 60;

/**
 * The store's closed days (Eid and the like) as rows of a date and a name, added and
 * removed: Conform's names for a list (holidays[0].date), which the reply keys errors by.
 */
export function HolidayRows({ holidays, fields }: { holidays: Holiday[]; fields: FieldErrors }) {
  const t = useTranslations('admin.settings.deliveryDatesForm');
  const { rows, add, remove } = useKeyedRows(holidays, () => ({ date: '', name: '' }));
  return (
    <fieldset className="space-y-4">
      <legend className="text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase">
        {t('holidays')}
      </legend>
      {rows.length === 0 && <p className="text-ink-muted text-sm">{t('noHolidays')}</p>}
      {rows.map((row, index) => {
        const number = String(index + 1);
        return (
          <div key={row.key} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
            <TextField
              name={`holidays[${index}].date`}
              type="date"
              label={t('holidayDate', { row: number })}
              defaultValue={row.date}
              error={fields[`holidays[${index}].date`]}
              required
            />
            <TextField
              name={`holidays[${index}].name`}
              label={t('holidayName', { row: number })}
              defaultValue={row.name}
              error={fields[`holidays[${index}].name`]}
              required
            />
            <Button
              variant="quiet"
              onClick={() => remove(row.key)}
              className="sm:mb-3"
              aria-label={t('removeHoliday', { row: number })}
            >
              {t('remove')}
            </Button>
          </div>
        );
      })}
      {fields.holidays && <p className="text-sm text-red-700">{fields.holidays}</p>}
      <Button variant="quiet" onClick={add} disabled={rows.length >= maxRows}>
        {t('addHoliday')}
      </Button>
    </fieldset>
  );
}
