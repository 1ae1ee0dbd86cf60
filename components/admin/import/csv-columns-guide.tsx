import { useTranslations } from 'next-intl';
import { csvColumns } from '@/lib/catalogue/admin';

/** The columns the import reads, beside the form: a file may leave any out but product_sku. */
export function CsvColumnsGuide() {
  const t = useTranslations('admin.products.csvColumns');
  return (
    <div className="space-y-4 text-sm">
      <p className="text-ink-soft">{t('intro')}</p>
      <dl className="space-y-3">
        {csvColumns.map((column) => (
          <div key={column}>
            <dt>
              <code className="text-ink text-xs">{column}</code>
            </dt>
            <dd className="text-ink-soft">{t(column)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
