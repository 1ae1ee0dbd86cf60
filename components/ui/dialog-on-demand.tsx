'use client';

import { lazy, Suspense, useState } from 'react';
import type { DrawerProps, ModalProps } from './dialog';

// Radix Dialog's code loads when a dialog first opens, not with every page that could
// open one: a shopper who never opens the size guide never downloads it.
const LazyDialog = lazy(() => import('./dialog').then((kit) => ({ default: kit.Dialog })));
const LazyDrawer = lazy(() => import('./dialog').then((kit) => ({ default: kit.Drawer })));

type OnDemand<P> = Omit<P, 'open' | 'defaultOpen' | 'trigger'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Keeps the dialog rendered (and so its closing, and focus return, seen through) once it opened. */
function useOpened(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** The kit's Dialog, its code loaded the first time `open` turns true. */
export function DialogOnDemand(props: OnDemand<ModalProps>) {
  const opened = useOpened(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

/** The kit's Drawer, its code loaded the first time `open` turns true. */
export function DrawerOnDemand(props: OnDemand<DrawerProps>) {
  const opened = useOpened(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyDrawer {...props} />
    </Suspense>
  );
}
