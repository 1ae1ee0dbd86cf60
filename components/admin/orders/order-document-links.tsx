import { useTranslations } from 'next-intl';
import { adminRoutes } from '@/lib/identity/client';

const linkClass =
  'text-ink hover:border-ink focus-visible:outline-ink inline-flex min-h-11 items-center justify-center border border-stone-300 px-4 text-xs tracking-[0.2em] uppercase transition-colors';

const documents = [
  { key: 'invoice', href: adminRoutes.orders.invoice },
  { key: 'shippingLabel', href: adminRoutes.orders.label },
] as const;

/** The printable PDFs of an order: its A4 invoice and the A6 label for the parcel. */
export function OrderDocumentLinks({ number }: { number: string }) {
  const t = useTranslations('admin.orders.documents');
  return (
    <nav aria-label={t('label')} className="mt-6 border-t border-stone-200 pt-5">
      <p className="text-ink-muted mb-3 text-xs tracking-[0.2em] uppercase">{t('print')}</p>
      <div className="flex flex-wrap gap-3">
        {documents.map(({ key, href }) => (
          <a key={key} href={href(number)} target="_blank" rel="noopener" className={linkClass}>
            {t(key)}
          </a>
        ))}
      </div>
    </nav>
  );
}
