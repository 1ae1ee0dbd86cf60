'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DrawerOnDemand } from '@/components/ui/dialog-on-demand';
import { MenuIcon } from '@/components/ui/icons';
import { useCartStore } from '@/stores/cart-store';
import { localeDigits } from '@/lib/i18n/digits';
import {
  linkLabelKey,
  wishlistPath,
  phoneMenuLinks,
  type PhoneMenuLink,
} from '@/lib/catalogue/client';
import { AccountLinks } from './account-links';
import { IntentLink } from './intent-link';
import { LanguageSwitcher } from './language-switcher';
import { MenuEntry } from './menu-entry';
import type { MenuCategory } from '@/lib/catalogue';

type MobileMenuProps = { families: MenuCategory[] };

const rowClass = 'block py-3 text-sm tracking-[0.18em] uppercase text-ink hover:text-primary-700';

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
  const label = (link: PhoneMenuLink) => {
    const key = linkLabelKey(link.href);
    return key ? t(`links.${key}`) : link.label;
  };
  const locale = useLocale();
  const saved = useCartStore((state) => state.wishlist.length);

  return (
    <>
      <button
        type="button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
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
        <nav aria-label={t('menu.navigation')} className="px-6 py-4">
          <ul className="border-b border-stone-200 pb-4">
            {phoneMenuLinks(families, label).map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} onClick={close} className={rowClass}>
                  {link.label}
                </IntentLink>
              </li>
            ))}
            <li>
              <IntentLink href={wishlistPath} onClick={close} className={rowClass}>
                {t('links.wishlist')}
                {saved > 0 && (
                  <span className="text-ink-muted ml-2 tabular-nums">
                    ({localeDigits(String(saved), locale)})
                  </span>
                )}
              </IntentLink>
            </li>
          </ul>
          <ul className="border-b border-stone-200 py-4">
            {families.map((family) => (
              <li key={family.id}>
                {family.children.length === 0 ? (
                  // A family without sub-categories is one link, not a fold with one row.
                  <MenuEntry entry={family} onNavigate={close} className={rowClass} />
                ) : (
                  <details className="group">
                    <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-sm tracking-[0.18em] uppercase">
                      {family.name}
                      <span aria-hidden="true" className="text-ink-muted group-open:rotate-45">
                        +
                      </span>
                    </summary>
                    <ul className="pb-2 pl-4">
                      {family.url && (
                        <li>
                          <IntentLink
                            href={family.url}
                            onClick={close}
                            className="block py-2 text-sm"
                          >
                            {t('menu.allOf', { name: family.name })}
                          </IntentLink>
                        </li>
                      )}
                      {family.children.map((child) => (
                        <li key={child.id}>
                          <MenuEntry
                            entry={child}
                            onNavigate={close}
                            className="text-ink-soft block py-2 text-sm"
                            labelClassName="text-ink-muted block py-2 text-sm"
                          />
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
          <AccountLinks
            className="border-b border-stone-200 py-4"
            itemClassName={rowClass}
            onNavigate={close}
          />
          <LanguageSwitcher
            onNavigate={close}
            className="text-ink hover:text-primary-700 flex min-h-11 items-center py-3 text-sm tracking-[0.18em]"
          />
        </nav>
      </DrawerOnDemand>
    </>
  );
}
