'use client';

import { useTranslations } from '#intl';
import { lazy, Suspense, useState } from 'react';
import { DrawerOnDemand } from '@/components/ui/dialog-on-demand';
import { MenuIcon } from '@/components/ui/icons';
import type { MenuCategory } from '@/lib/catalogue';

// The menu's links load with the drawer, asked for on the tap that opens it.
const loadLinks = () => import('./mobile-menu-links');
const MobileMenuLinks = lazy(loadLinks);

type MobileMenuProps = { families: MenuCategory[] };

/**
 * The slide-in menu of small screens, the kit's Drawer: focus stays inside while open and
 * it closes on Escape; any link, the close button and a tap outside close it too.
 *
 * It is rendered, and its dialog code loaded, when it is first opened, so pages do not
 * send, build and hydrate a second copy of every category link (about 125 elements, a fifth
 * of a product page) that nobody sees. Without JavaScript the menu cannot open anyway; the
 * category bar carries the same links in the HTML.
 */
export function MobileMenu({ families }: MobileMenuProps) {
  const t = useTranslations('shell');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        onClick={() => {
          void loadLinks();
          setOpen(true);
        }}
        className="text-ink inline-flex h-10 w-10 items-center justify-center lg:hidden"
      >
        <MenuIcon width={22} height={22} />
      </button>
      <DrawerOnDemand
        open={open}
        onOpenChange={setOpen}
        side="left"
        sheet={false}
        title={t('menu.title')}
        closeLabel={t('menu.close')}
        asDialogElement
        className="overflow-y-auto"
      >
        <Suspense fallback={null}>
          <MobileMenuLinks families={families} close={close} />
        </Suspense>
      </DrawerOnDemand>
    </>
  );
}
