import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { StockVariant } from '@/lib/catalogue/admin';
import { StatusTag } from './status-tag';
import { StockThumbnail } from './stock-thumbnail';
import { stockTone, thresholdText } from './stock-tone';
import { adminRoutes } from '@/lib/identity/client';

/** What the piece is, and its stock in large figures: what staff check before a change. */
export function VariantHeader({ variant }: { variant: StockVariant }) {
  const t = useTranslations('admin.stock.header');
  const columns = useTranslations('admin.stock.columns');
  return (
    <header className="mb-8">
      <Link
        href={adminRoutes.stock.list()}
        className="text-ink-soft hover:text-ink mb-4 inline-flex min-h-11 items-center text-sm underline-offset-4 hover:underline"
      >
        {t('back')}
      </Link>
      <div className="flex items-start gap-4 sm:gap-6">
        <StockThumbnail photo={variant.photo} size="large" />
        <div className="min-w-0 flex-1">
          <h1 className="text-ink text-2xl font-light tracking-wide sm:text-3xl">
            {variant.productName}
            <StatusTag status={variant.productStatus} />
          </h1>
          <dl className="text-ink-soft mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-ink-muted">{t('size')}</dt>
            <dd>{variant.size}</dd>
            <dt className="text-ink-muted">{t('colour')}</dt>
            <dd>{variant.colour}</dd>
            <dt className="text-ink-muted">{t('sku')}</dt>
            <dd className="font-mono break-all">{variant.variantSku}</dd>
          </dl>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-ink-soft text-xs tracking-[0.2em] uppercase">{t('inStock')}</p>
          <p
            className={`text-5xl font-light tabular-nums sm:text-6xl ${stockTone(variant)}`}
            data-testid="stock-now"
          >
            {variant.stock}
          </p>
          <p className="text-ink-muted mt-1 text-xs">
            {t('lowAt', { threshold: thresholdText(variant, columns) })}
          </p>
        </div>
      </div>
    </header>
  );
}
