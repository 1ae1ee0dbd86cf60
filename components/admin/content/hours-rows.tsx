'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { TextField } from '@/components/account/form-field';
import { Button } from '@/components/ui/button';
import type { FieldErrors } from '@/lib/domain-error';
import type { ShowroomSettings } from '@/lib/content/client';

type Row = ShowroomSettings['hours'][number] & { key: number };

const maxRows = 7;

/** One text of a row (hours[0].days), or its Bangla twin (hours[0].daysBn, lang="bn"). */
function RowField({
  row,
  index,
  part,
  fields,
  bangla = false,
}: {
  row: Row;
  index: number;
  part: 'days' | 'time';
  fields: FieldErrors;
  bangla?: boolean;
}) {
  const t = useTranslations('admin.settings.showroomForm');
  const twin = useTranslations('admin.bilingual');
  const label = t(part, { row: String(index + 1) });
  const key = bangla ? (`${part}Bn` as const) : part;
  const name = `hours[${index}].${key}`;
  return (
    <TextField
      name={name}
      label={bangla ? twin('twin', { label }) : label}
      lang={bangla ? 'bn' : undefined}
      defaultValue={row[key] ?? ''}
      error={fields[name]}
    />
  );
}

/**
 * Opening hours as rows of days and times (hours[0].days, hours[0].time…) with their Bangla
 * twins (hours[0].daysBn…), added and removed: Conform's names for a list of rows, which the
 * form's reply also keys each row's errors by.
 */
export function HoursRows({
  hours,
  fields,
}: {
  hours: ShowroomSettings['hours'];
  fields: FieldErrors;
}) {
  const t = useTranslations('admin.settings.showroomForm');
  const [rows, setRows] = useState<Row[]>(() => hours.map((row, key) => ({ ...row, key })));
  const add = () =>
    setRows((current) => [
      ...current,
      { days: '', daysBn: '', time: '', timeBn: '', key: Date.now() },
    ]);
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  return (
    <fieldset className="space-y-4">
      <legend className="text-ink-soft mb-2 text-xs tracking-[0.2em] uppercase">
        {t('hours')}
      </legend>
      {rows.map((row, index) => (
        <div key={row.key} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          {(['days', 'time'] as const).map((part) => (
            <div key={part} className="space-y-3">
              <RowField row={row} index={index} part={part} fields={fields} />
              <RowField row={row} index={index} part={part} fields={fields} bangla />
            </div>
          ))}
          <Button
            variant="quiet"
            onClick={() => remove(row.key)}
            disabled={rows.length === 1}
            className="sm:mb-3"
            aria-label={t('removeRow', { row: String(index + 1) })}
          >
            {t('remove')}
          </Button>
        </div>
      ))}
      {fields.hours && <p className="text-sm text-red-700">{fields.hours}</p>}
      <Button variant="quiet" onClick={add} disabled={rows.length >= maxRows}>
        {t('addRow')}
      </Button>
    </fieldset>
  );
}
