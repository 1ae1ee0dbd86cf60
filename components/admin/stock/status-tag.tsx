import { useTranslations } from 'next-intl';
import type { StockVariant } from '@/lib/catalogue/admin';

/** Says when a piece is not on sale: a draft, or an archived product. */
export function StatusTag({ status }: { status: StockVariant['productStatus'] }) {
  const words = useTranslations('vocabulary');
  if (status === 'published') return null;
  return (
    <span className="text-ink-soft ml-2 inline-block border border-stone-300 px-1.5 py-0.5 align-middle text-[10px] tracking-[0.15em] uppercase">
      {words(`productStatus.${status}`)}
    </span>
  );
}
