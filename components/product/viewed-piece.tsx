'use client';

import { useCallback } from 'react';
import { measuredVariant } from '@/components/measurement/measured-variant';
import type { StoreEvent } from '@/components/measurement/store-events';
import { useTrackOnce } from '@/components/measurement/use-track-once';
import { chosenVariant, openingChoice, type Variant } from '@/lib/catalogue/client';

type ViewedPieceProps = {
  name: string;
  variants: Variant[];
  categories: readonly string[];
};

/**
 * Tells the partners she viewed the piece, once the page is in the browser and before her
 * first touch brings the purchase panel's code: the size and colour a link names
 * (?size=&colour=, read here because the page is prerendered without its query), else the
 * one shown first.
 */
export function ViewedPiece({ name, variants, categories }: ViewedPieceProps) {
  const viewed = useCallback((): StoreEvent => {
    const choice = openingChoice(variants, window.location.search);
    const shown = chosenVariant(variants, choice) ?? variants[0]!;
    return { name: 'view_item', items: [measuredVariant(name, shown, categories)] };
  }, [name, variants, categories]);
  useTrackOnce(viewed);
  return null;
}
