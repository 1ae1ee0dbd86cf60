'use client';

import { useTranslations } from '#intl';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { sentenceCase } from '@/components/account/sentence-case';
import type { Dispatch, SetStateAction } from 'react';
import type { FieldErrors } from '@/lib/domain-error';
import { formatBDT } from '@/lib/format/money';
import type { OrderLine } from './types';

type Props = {
  lines: OrderLine[];
  /** The server's word on each line (the summary's quote), by variant id. */
  problems: ReadonlyMap<number, string>;
  /** The refused order's errors, `items[0].quantity` and so on. */
  errors: FieldErrors | undefined;
  /** The form's own lines, changed here as staff set a quantity or remove a piece. */
  onChange: Dispatch<SetStateAction<OrderLine[]>>;
};

/** The pieces on the order, each with its quantity; named as the order's `items`. */
export function OrderLines({ lines, problems, errors, onChange }: Props) {
  const t = useTranslations('admin.phoneOrder.lines');
  const setQuantity = (id: number, quantity: number) =>
    onChange((current) => current.map((line) => (line.id === id ? { ...line, quantity } : line)));
  const remove = (id: number) => onChange((current) => current.filter((line) => line.id !== id));
  if (lines.length === 0) {
    return errors?.items ? (
      <p className="text-sm text-red-700">{sentenceCase(errors.items)}</p>
    ) : (
      <p className="text-ink-soft text-sm">{t('none')}</p>
    );
  }
  return (
    <ul className="divide-y divide-stone-200" aria-label={t('label')}>
      {lines.map((line, index) => {
        const error =
          errors?.[`items[${index}].quantity`] ??
          errors?.[`items[${index}].id`] ??
          problems.get(line.id);
        const quantityId = `line-${line.id}-quantity`;
        return (
          <li key={line.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3">
            <input type="hidden" name={`items[${index}].id`} value={line.id} />
            <div className="min-w-0 flex-1 basis-48">
              <p className="text-ink leading-snug">{line.name}</p>
              <p className="text-ink-muted text-xs">
                {line.size} · {line.colour} · <span className="font-mono">{line.sku}</span>
              </p>
              <p className="text-ink-soft mt-1 text-xs">
                {t('each', { price: formatBDT(line.price), stock: String(line.stock) })}
              </p>
            </div>
            <div className="w-24">
              <label htmlFor={quantityId} className="text-ink-soft mb-1 block text-xs">
                {t.rich('quantity', {
                  name: line.name,
                  size: line.size,
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </label>
              <input
                id={quantityId}
                name={`items[${index}].quantity`}
                type="number"
                inputMode="numeric"
                min={1}
                max={Math.max(1, line.stock)}
                // Emptied while retyped: shown empty, not as 0.
                value={line.quantity || ''}
                onChange={(event) => setQuantity(line.id, Number(event.currentTarget.value) || 0)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${quantityId}-error` : undefined}
                className={`${controlClass} py-2! tabular-nums`}
              />
            </div>
            <Button variant="quiet" onClick={() => remove(line.id)} className="mt-6">
              {t.rich('remove', {
                name: line.name,
                size: line.size,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </Button>
            {error && (
              <p id={`${quantityId}-error`} className="basis-full text-sm text-red-700">
                {sentenceCase(error)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
