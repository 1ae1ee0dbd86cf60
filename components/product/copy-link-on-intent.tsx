'use client';

import * as drawn from '#server-drawn/product/copy-link-button';
import { liveOnIntent } from '@/components/ui/live-on-intent';

/** "Copy link" (./copy-link-button.tsx), its code loaded when the shopper first reaches for the page. */
export const CopyLinkOnIntent = liveOnIntent<{ url: string; className: string }>({
  drawn: drawn.CopyLinkButton,
  load: () => import('./copy-link-button').then((module) => module.CopyLinkButton),
});
