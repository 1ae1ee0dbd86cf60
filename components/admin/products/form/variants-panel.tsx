'use client';

import { useTranslations } from '#intl';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { stockRules } from '@/lib/config';
import { variantName, type FieldErrors } from './field-names';
import { FormPanel } from './form-panel';
import { blankVariant, type VariantDraft } from './variant-drafts';
import { VariantRow } from './variant-row';

type Props = {
  initial: VariantDraft[];
  errors: FieldErrors;
  orderedIds: number[];
  stockNow: Record<number, number>;
  /** A row went: the errors of the rows below it move up with them. */
  onRemoved: (index: number) => void;
};

/**
 * The product's sizes and colours. Fields keep what was typed (they are not controlled);
 * their names follow the rows' positions, which the save reads as the variants' order.
 */
export function VariantsPanel({ initial, errors, orderedIds, stockNow, onRemoved }: Props) {
  const t = useTranslations('admin.products.variants');
  const [rows, setRows] = useState(initial);
  const added = useRef(0);
  const focusRow = useRef<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const ordered = new Set(orderedIds);

  useEffect(() => {
    const key = focusRow.current;
    if (key === null) return;
    focusRow.current = null;
    if (key === '') addButton.current?.focus();
    else
      list.current
        ?.querySelector<HTMLElement>(`[data-row="${key}"] input:not([type=hidden])`)
        ?.focus();
  }, [rows]);

  /** What the last row holds now: a new size usually shares its colour and price. */
  const typedInLastRow = (field: 'colour' | 'price') =>
    list.current?.querySelector<HTMLInputElement>(`[name="${variantName(rows.length - 1, field)}"]`)
      ?.value;

  const add = () => {
    const key = `added-${(added.current += 1)}`;
    focusRow.current = key;
    const from = { colour: typedInLastRow('colour'), price: typedInLastRow('price') };
    setRows([...rows, blankVariant(key, from)]);
  };

  const remove = (index: number) => {
    focusRow.current = '';
    setRows(rows.filter((_, at) => at !== index));
    onRemoved(index);
  };

  return (
    <FormPanel
      legend={t('legend')}
      field="variants"
      error={errors.variants}
      hint={t('hint', { threshold: stockRules.defaultLowStockThreshold })}
    >
      <div ref={list} className="space-y-4">
        {rows.length === 0 && <p className="text-ink-soft text-sm">{t('none')}</p>}
        {rows.map((row, index) => (
          <VariantRow
            key={row.key}
            row={row}
            index={index}
            errors={errors}
            ordered={row.id !== undefined && ordered.has(row.id)}
            stockNow={row.id === undefined ? undefined : stockNow[row.id]}
            onRemove={() => remove(index)}
          />
        ))}
      </div>
      <button
        ref={addButton}
        type="button"
        onClick={add}
        className={buttonClass({ variant: 'secondary', className: 'w-full sm:w-auto' })}
      >
        {t('add')}
      </button>
    </FormPanel>
  );
}
