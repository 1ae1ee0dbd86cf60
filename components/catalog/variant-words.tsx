'use client';

import { createContext, useContext, type ReactNode } from 'react';
import {
  noVariantWords,
  variantWord,
  type VariantOption,
  type VariantWords,
} from '@/lib/catalogue/client';

const VariantWordsContext = createContext<VariantWords>(noVariantWords);

/**
 * The Bangla names of sizes and colours, given once by the (store) layout of a Bangla page
 * (a few dozen words): the product page, the mini-cart, the cart and checkout show a
 * variant's stored English text through them. English pages have no provider.
 */
export function VariantWordsProvider({
  words,
  children,
}: {
  words: VariantWords;
  children: ReactNode;
}) {
  return <VariantWordsContext.Provider value={words}>{children}</VariantWordsContext.Provider>;
}

/** A variant's size or colour as this page writes it (the stored text when it has no word). */
export function useVariantWord(): (option: VariantOption, text: string) => string {
  const words = useContext(VariantWordsContext);
  return (option, text) => variantWord(words, option, text);
}
