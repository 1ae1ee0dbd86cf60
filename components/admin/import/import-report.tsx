import { useTranslations } from '#intl';
import type { CellChange, ImportProductChange } from '@/lib/catalogue/admin';
import { counted } from '../customers/customer-words';
import type { ImportReport } from './import-requests';

function Changes({ changes }: { changes: CellChange[] }) {
  const t = useTranslations('admin.products.importReport');
  if (changes.length === 0) return null;
  const shown = (value: string) =>
    value === '' ? <span className="text-ink-muted italic">{t('empty')}</span> : value;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {changes.map((change) => (
        <li key={change.column} className="break-words">
          <code className="text-ink-soft text-xs">{change.column}</code>{' '}
          <del className="text-ink-muted">{shown(change.from)}</del>{' '}
          <span aria-hidden="true">→</span>
          <span className="sr-only">{t('becomes')}</span>{' '}
          <ins className="text-ink no-underline">{shown(change.to)}</ins>
        </li>
      ))}
    </ul>
  );
}

function ProductChange({ product }: { product: ImportProductChange }) {
  const t = useTranslations('admin.products.importReport');
  return (
    <li className="py-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span
          className={`text-xs tracking-[0.15em] uppercase ${
            product.action === 'create' ? 'text-emerald-800' : 'text-primary-800'
          }`}
        >
          {t(`action.${product.action}`)}
        </span>
        <span className="text-ink font-medium break-all">{product.sku}</span>
        <span className="text-ink-soft">{product.name}</span>
        <span className="text-ink-muted text-xs">{t('row', { row: String(product.row) })}</span>
      </p>
      <Changes changes={product.changes} />
      {product.variants.length > 0 && (
        <ul className="mt-2 space-y-2 border-l border-stone-200 pl-4">
          {product.variants.map((variant) => (
            <li key={`${variant.sku}-${variant.row}`} className="text-sm">
              <p>
                <span className="text-ink break-all">{variant.sku}</span>{' '}
                <span className="text-ink-muted text-xs">
                  {variant.action === 'create' ? t('newVariant') : t('variant')}
                  {variant.row !== null && t('variantRow', { row: String(variant.row) })}
                </span>
              </p>
              <Changes changes={variant.changes} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** What a check (or an import) found: the counts, every problem, and each product's changes. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const t = useTranslations('admin.products.importReport');
  const changed = report.products.filter((product) => product.action !== 'unchanged');
  const unchanged = report.products.filter((product) => product.action === 'unchanged');
  const { create, update } = report.counts;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {[
          [t('action.create'), create],
          [t('action.update'), update],
          [t('action.unchanged'), report.counts.unchanged],
          [t('problems'), report.errorCount],
        ].map(([label, count]) => (
          <div key={label} className="border border-stone-200 bg-stone-50 px-4 py-3">
            <dt className="text-ink-soft text-xs tracking-[0.15em] uppercase">{label}</dt>
            <dd className="text-ink text-2xl font-light tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 && (
        <section aria-labelledby="import-problems">
          <h3 id="import-problems" className="text-ink mb-2 text-sm font-medium">
            {t('problemsTitle')}
          </h3>
          <ul className="divide-y divide-red-100 border-y border-red-100">
            {report.errors.map((issue, index) => (
              <li key={index} className="flex gap-3 py-2 text-sm">
                <span className="w-16 shrink-0 text-red-800">
                  {t('problemRow', { row: String(issue.row) })}
                </span>
                <span className="text-ink min-w-0 break-words">
                  {issue.column && <code className="font-medium">{issue.column}</code>}{' '}
                  {issue.message}
                </span>
              </li>
            ))}
          </ul>
          {report.errorCount > report.errors.length && (
            <p className="text-ink-soft mt-2 text-sm">
              {t('more', {
                more: String(report.errorCount - report.errors.length),
                listed: String(report.errors.length),
              })}
            </p>
          )}
        </section>
      )}
      {changed.length > 0 && (
        <section aria-labelledby="import-changes">
          <h3 id="import-changes" className="text-ink text-sm font-medium">
            {report.applied ? t('imported') : t('wouldDo')}
          </h3>
          <ul className="divide-y divide-stone-200">
            {changed.map((product) => (
              <ProductChange key={`${product.sku}-${product.row}`} product={product} />
            ))}
          </ul>
        </section>
      )}
      {unchanged.length > 0 && (
        <details className="text-sm">
          <summary className="text-ink-soft cursor-pointer">
            {t('alreadyAsFile', counted(unchanged.length))}
          </summary>
          <p className="text-ink-muted mt-2 break-words">
            {unchanged.map((product) => product.sku).join(', ')}
          </p>
        </details>
      )}
    </div>
  );
}
