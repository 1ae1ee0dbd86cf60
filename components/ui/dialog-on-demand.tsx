'use client';

import { lazy, Suspense, useState, type ComponentType } from 'react';
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

/** A kit component whose code loads the first time its `open` turns true. */
function onDemand<P extends { open: boolean }>(Lazy: ComponentType<P>) {
  return function OnDemand(props: P) {
    const opened = useOpened(props.open);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** The kit's Dialog, its code loaded the first time `open` turns true. */
export const DialogOnDemand = onDemand<OnDemand<ModalProps>>(LazyDialog);

/** The kit's Drawer, its code loaded the first time `open` turns true. */
export const DrawerOnDemand = onDemand<OnDemand<DrawerProps>>(LazyDrawer);
