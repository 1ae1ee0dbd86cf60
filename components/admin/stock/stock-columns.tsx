import type { createTranslator } from 'next-intl';
import type { DataColumn } from '@/components/ui/data-table';
import type { Messages } from '@/i18n/namespaces';
import type { StockVariant } from '@/lib/catalogue/admin';
import { StatusTag } from './status-tag';
import { StockPieceLink } from './stock-piece-link';
import { StockThumbnail } from './stock-thumbnail';
import { stockTone, thresholdText } from './stock-tone';

/** The stock lists' columns: the piece (its SKU in its link, for a scanner's search), its count. */
export const stockColumns = (
  t: ReturnType<typeof createTranslator<Messages, 'admin.stock.columns'>>,
): DataColumn<StockVariant>[] => [
  {
    id: 'photo',
    header: t('photo'),
    quietHeader: true,
    card: 'aside',
    cell: (item) => <StockThumbnail photo={item.photo} />,
  },
  {
    id: 'piece',
    header: t('piece'),
    card: 'title',
    cell: (item) => (
      <>
        <StockPieceLink variantId={item.variantId} name={item.productName} sku={item.variantSku} />
        <StatusTag status={item.productStatus} />
      </>
    ),
  },
  {
    id: 'size-colour',
    header: t('sizeColour'),
    cell: (item) => (
      <span className="text-ink-soft">
        {item.size} · {item.colour}
      </span>
    ),
  },
  {
    id: 'stock',
    header: t('stock'),
    align: 'end',
    cell: (item) => (
      <span
        className={`text-2xl font-light tabular-nums ${stockTone(item)}`}
        data-testid="row-stock"
      >
        {t.rich('inStock', {
          stock: String(item.stock),
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </span>
    ),
  },
  {
    id: 'low-at',
    header: t('lowAt'),
    align: 'end',
    cell: (item) => <span className="text-ink-muted">{thresholdText(item, t)}</span>,
  },
];
