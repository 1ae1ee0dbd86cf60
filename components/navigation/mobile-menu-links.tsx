'use client';

import { useLocale, useTranslations } from '#intl';
import { useCartStore } from '@/stores/cart-store';
import { localeDigits } from '@/lib/i18n/digits';
import {
  linkLabelKey,
  wishlistPath,
  phoneMenuLinks,
  type PhoneMenuLink,
} from '@/lib/catalogue/client';
import { AccountLinks } from './account-links';
import { LocalisedLink } from './localised-link';
import { LanguageSwitcher } from './language-switcher';
import { MenuEntry } from './menu-entry';
import type { MenuCategory } from '@/lib/catalogue';

const rowClass = 'block py-3 text-sm tracking-[0.18em] uppercase text-ink hover:text-primary-700';

/** What the phone menu holds: the shop's links, every family's categories, account and language. */
export default function MobileMenuLinks({
  families,
  close,
}: {
  families: MenuCategory[];
  /** Closes the menu once a link is followed. */
  close: () => void;
}) {
  const t = useTranslations('shell');
  const label = (link: PhoneMenuLink) => {
    const key = linkLabelKey(link.href);
    return key ? t(`links.${key}`) : link.label;
  };
  const locale = useLocale();
  const saved = useCartStore((state) => state.wishlist.length);

  return (
    <nav aria-label={t('menu.navigation')} className="px-6 py-4">
      <ul className="border-b border-stone-200 pb-4">
        {phoneMenuLinks(families, label).map((link) => (
          <li key={link.href}>
            <LocalisedLink href={link.href} onClick={close} className={rowClass}>
              {link.label}
            </LocalisedLink>
          </li>
        ))}
        <li>
          <LocalisedLink href={wishlistPath} onClick={close} className={rowClass}>
            {t('links.wishlist')}
            {saved > 0 && (
              <span className="text-ink-muted ml-2 tabular-nums">
                ({localeDigits(String(saved), locale)})
              </span>
            )}
          </LocalisedLink>
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
                      <LocalisedLink
                        href={family.url}
                        onClick={close}
                        className="block py-2 text-sm"
                      >
                        {t('menu.allOf', { name: family.name })}
                      </LocalisedLink>
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
  );
}
