import Link from 'next/link';
import type { createTranslator } from 'next-intl';
import { rowLinkClass, type DataColumn } from '@/components/ui/data-table';
import type { Messages } from '@/i18n/namespaces';
import type { WantedPiece } from '@/lib/catalogue/admin';
import { adminRoutes } from '@/lib/identity/client';
import { counted } from '../customers/customer-words';

/** The sold-out pieces shoppers wait for: the piece, its size and colour, how many wait. */
export const wantedColumns = (
  t: ReturnType<typeof createTranslator<Messages, 'admin.stock.wanted'>>,
): DataColumn<WantedPiece>[] => [
  {
    id: 'piece',
    header: t('piece'),
    card: 'title',
    cell: (item) => (
      <Link href={adminRoutes.stock.variant(item.variantId)} className={rowLinkClass}>
        {item.name}
        <span className="text-ink-soft mt-1 block font-mono text-xs font-normal tracking-normal break-all">
          {item.sku}
        </span>
      </Link>
    ),
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
