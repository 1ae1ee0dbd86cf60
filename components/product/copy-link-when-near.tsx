'use client';

import { loadWhenNear } from '@/components/ui/load-later';

/** "Copy link" under the piece's details (copy-link-button.tsx), its code loaded when near. */
export const CopyLinkWhenNear = loadWhenNear(() =>
  import('./copy-link-button').then((module) => module.CopyLinkButton),
);
