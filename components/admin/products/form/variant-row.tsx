import { TextField } from '@/components/account/form-field';
import { useTranslations } from '#intl';
import { ButtonLink } from '@/components/ui/button';
import {
  fieldId,
  rowErrors,
  variantName,
  variantRowName,
  type FieldErrors,
  type VariantFieldKey,
} from './field-names';
import type { VariantDraft } from './variant-drafts';
import { adminRoutes } from '@/lib/identity/client';

type Props = {
  row: VariantDraft;
  index: number;
  errors: FieldErrors;
  /** On an order: it may change, but not go. */
  ordered: boolean;
  /** Pieces it has now, when a refused save found the stock had changed. */
  stockNow?: number;
  onRemove: () => void;
};

/** One size and colour: its SKU, price, stock and low-stock alert, named by its position. */
export function VariantRow({ row, index, errors, ordered, stockNow, onRemove }: Props) {
  const t = useTranslations('admin.products.variants');
  const { field, row: rowMessages } = rowErrors(errors, index);
  const number = index + 1;
  const text = (key: VariantFieldKey) => ({
    id: fieldId(variantName(index, key)),
    name: variantName(index, key),
    defaultValue: row[key],
    error: field(key),
    autoComplete: 'off',
  });
  const stockWas = row.id === undefined ? undefined : (stockNow ?? row.stockWas);
  return (
    <fieldset
      data-row={row.key}
      id={fieldId(variantRowName(index))}
      data-invalid={rowMessages.length > 0 ? 'true' : undefined}
      className="min-w-0 border border-stone-200 p-4"
    >
      <legend className="text-ink float-left mb-3 w-full text-sm font-medium">
        {t('row', { number })}
      </legend>
      {row.id !== undefined && (
        <input type="hidden" name={variantName(index, 'id')} value={row.id} />
      )}
      {stockWas !== undefined && (
        <input type="hidden" name={variantName(index, 'stockWas')} value={stockWas} />
      )}
      <div className="clear-both grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField label={t('size')} {...text('size')} />
        <TextField label={t('colour')} {...text('colour')} />
        <TextField
          label={t('sku')}
          {...text('sku')}
          className="col-span-2 sm:col-span-1"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField label={t('price')} {...text('price')} inputMode="decimal" />
        <TextField
          label={t('stock')}
          {...text('stock')}
          inputMode="numeric"
          hint={
            stockNow !== undefined && stockNow !== row.stockWas
              ? t('stockNow', { now: stockNow, was: row.stockWas ?? 0 })
              : undefined
          }
        />
        <TextField
          label={t('lowStockThreshold')}
          {...text('lowStockThreshold')}
          inputMode="numeric"
        />
      </div>
      {rowMessages.map((message) => (
        <p key={message} className="mt-3 text-sm text-red-700">
          {t('row', { number })} {message}
        </p>
      ))}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4">
        {row.id !== undefined ? (
          <ButtonLink
            href={adminRoutes.stock.variant(row.id)}
            variant="quiet"
            className="inline-flex min-h-11 items-center"
          >
            {t('stockHistory')}
            <span className="sr-only">{t('ofVariant', { number })}</span>
          </ButtonLink>
        ) : (
          <span className="text-ink-muted text-xs">{t('isNew')}</span>
        )}
        {ordered ? (
          <span className="text-ink-muted py-3 text-xs">{t('ordered')}</span>
        ) : (
          <button
            type="button"
            onClick={onRemove}
            className="min-h-11 text-sm text-red-800 underline underline-offset-4 hover:text-red-900"
          >
            <span aria-hidden="true">{t('remove')}</span>
            <span className="sr-only">{t('removeVariant', { number })}</span>
          </button>
        )}
      </div>
    </fieldset>
  );
}
