'use client';

import { useTranslations } from '#intl';
import type { createTranslator } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, Field } from '@/components/ui/field';
import type { Messages } from '@/i18n/namespaces';
import { formatBDT } from '@/lib/format/money';
import type { OrderPiece, OrderPieceVariant } from '@/lib/ordering/admin';
import { counted } from '../customers/customer-words';
import { StockThumbnail } from '../stock/stock-thumbnail';
import { findPieces, searchFailure } from './piece-requests';

type Found =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; pieces: OrderPiece[]; search: string }
  | { status: 'failed'; message: string };

type Props = {
  /** Variants already on the order: their buttons say so. */
  chosen: ReadonlySet<number>;
  onAdd: (piece: OrderPiece, variant: OrderPieceVariant) => void;
};

type PickerT = ReturnType<typeof createTranslator<Messages, 'admin.phoneOrder.picker'>>;

function foundText(t: PickerT, found: Found): string {
  if (found.status === 'searching') return t('searching');
  if (found.status === 'failed') return found.message;
  if (found.status !== 'found') return '';
  const count = found.pieces.length;
  if (count === 0) return t('none', { search: found.search });
  return t('matching', { ...counted(count), search: found.search });
}

function VariantButton({
  piece,
  variant,
  added,
  onAdd,
}: {
  piece: OrderPiece;
  variant: OrderPieceVariant;
  added: boolean;
  onAdd: Props['onAdd'];
}) {
  const t = useTranslations('admin.phoneOrder.picker');
  const soldOut = variant.stock === 0;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <span className="text-ink text-sm">
        {variant.size} · {variant.colour}
        <span className="text-ink-muted ml-2 font-mono text-xs">{variant.sku}</span>
      </span>
      <span className="flex items-center gap-3">
        <span className="text-ink text-sm tabular-nums">{formatBDT(variant.price)}</span>
        <span className={`text-xs ${soldOut ? 'text-red-800' : 'text-ink-soft'}`}>
          {soldOut ? t('soldOut') : t('inStock', { stock: String(variant.stock) })}
        </span>
        <Button
          variant="secondary"
          size="small"
          disabled={soldOut || added}
          onClick={() => onAdd(piece, variant)}
        >
          {t.rich(added ? 'added' : 'add', {
            size: variant.size,
            name: piece.name,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </Button>
      </span>
    </li>
  );
}

/** Finds pieces on sale by name or SKU, each size with its stock; sold-out sizes cannot be added. */
export function PiecePicker({ chosen, onAdd }: Props) {
  const t = useTranslations('admin.phoneOrder.picker');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });

  const find = async () => {
    const q = search.trim();
    if (!q) return;
    setFound({ status: 'searching' });
    try {
      setFound({ status: 'found', pieces: await findPieces(q), search: q });
    } catch (error) {
      setFound({ status: 'failed', message: searchFailure(error, t('failed')) });
    }
  };
  // Enter searches: it must not send the order form around the picker.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  };

  return (
    <div role="search" aria-label={t('label')}>
      <Field label={t('field')}>
        {({ id }) => (
          <div className="flex gap-2">
            <input
              id={id}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              className={`${controlClass} min-w-0 flex-1`}
            />
            <Button variant="secondary" onClick={() => void find()}>
              {t('find')}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="text-ink-soft mt-2 min-h-5 text-sm">
        {foundText(t, found)}
      </p>
      {found.status === 'found' && found.pieces.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200 border-y border-stone-200">
          {found.pieces.map((piece) => (
            <li key={piece.productId} className="flex gap-4 py-3">
              <StockThumbnail photo={piece.photo} />
              <div className="min-w-0 flex-1">
                <p className="text-ink leading-snug">{piece.name}</p>
                <ul className="divide-y divide-stone-100">
                  {piece.variants.map((variant) => (
                    <VariantButton
                      key={variant.id}
                      piece={piece}
                      variant={variant}
                      added={chosen.has(variant.id)}
                      onAdd={onAdd}
                    />
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
