import type { createTranslator } from 'next-intl';
import type { DataColumn } from '@/components/ui/data-table';
import type { Messages } from '@/i18n/namespaces';
import type { WantedPiece } from '@/lib/catalogue/admin';
import { counted } from '../customers/customer-words';
import { StockPieceLink } from './stock-piece-link';

/** The sold-out pieces shoppers wait for: the piece, its size and colour, how many wait. */
export const wantedColumns = (
  t: ReturnType<typeof createTranslator<Messages, 'admin.stock.wanted'>>,
): DataColumn<WantedPiece>[] => [
  {
    id: 'piece',
    header: t('piece'),
    card: 'title',
    cell: (item) => <StockPieceLink variantId={item.variantId} name={item.name} sku={item.sku} />,
  },
  {
    id: 'size-colour',
    header: t('sizeColour'),
    cell: (item) => (
      <span className="text-ink-soft">{[item.size, item.colour].filter(Boolean).join(' · ')}</span>
    ),
  },
  {
    id: 'waiting',
    header: t('waiting'),
    align: 'end',
    cell: (item) => (
      <span className="text-2xl font-light tabular-nums" data-testid="row-waiting">
        {t('waitingCount', counted(item.waiting))}
      </span>
    ),
  },
];
