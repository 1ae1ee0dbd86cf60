'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { timing } from '@/lib/config';
import { MenuEntry } from './menu-entry';
import type { MenuCategory } from './menu-types';
import { focusSibling, menuLinks } from './menu-focus';

const topClass =
  'block py-4 text-[13px] tracking-[0.22em] uppercase text-ink transition-colors hover:text-primary-700';

/** The sticky category bar of large screens: each family with a dropdown of its categories. */
export function CategoryBar({ families }: { families: MenuCategory[] }) {
  const t = useTranslations('shell.categories');
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Menus open and close after a short pause, so a pointer passing over does not flicker them.
  const openLater = (id: number | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenId(id), timing.menuDelayMs);
  };
  const openNow = (id: number | null) => {
    clearTimeout(timer.current);
    setOpenId(id);
  };

  const onKeyDown = (family: MenuCategory) => (event: React.KeyboardEvent<HTMLLIElement>) => {
    const item = event.currentTarget;
    const panelLinks = menuLinks(item.querySelector('[data-menu-panel]'));
    const inPanel = panelLinks.includes(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      openNow(null);
      menuLinks(item)[0]?.focus();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      if (inPanel) return;
      event.preventDefault();
      openNow(null);
      focusSibling(item, event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (panelLinks.length === 0) return;
      event.preventDefault();
      openNow(family.id);
      const index = panelLinks.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index === -1 ? 0 : (index + step + panelLinks.length) % panelLinks.length;
      requestAnimationFrame(() => panelLinks[next]?.focus());
    }
  };

  return (
    <nav
      aria-label={t('navigation')}
      className="sticky top-[4.25rem] z-30 hidden border-y border-stone-200 bg-white/95 backdrop-blur lg:block"
    >
      <ul className="mx-auto flex max-w-7xl justify-center gap-x-10 px-10">
        {families.map((family) => {
          const open = openId === family.id;
          const panelId = `category-panel-${family.id}`;
          return (
            <li
              key={family.id}
              className="relative flex items-center"
              onMouseEnter={() => openLater(family.id)}
              onMouseLeave={() => openLater(null)}
              onKeyDown={onKeyDown(family)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node)) openNow(null);
              }}
            >
              <MenuEntry entry={family} className={topClass} />
              {family.children.length > 0 && (
                <>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={t('familyMenu', { name: family.name })}
                    onClick={() => openNow(open ? null : family.id)}
                    className="text-ink-muted hover:text-primary-700 ml-1 p-1"
                  >
                    <ChevronDownIcon width={14} height={14} />
                  </button>
                  <div
                    id={panelId}
                    data-menu-panel
                    hidden={!open}
                    className="absolute top-full left-1/2 z-40 min-w-64 -translate-x-1/2 border border-stone-200 bg-white px-8 py-6 shadow-xl shadow-stone-900/5"
                  >
                    <CategoryPanel family={family} />
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CategoryPanel({ family }: { family: MenuCategory }) {
  return (
    <ul className="space-y-3">
      {family.children.map((child) => (
        <li key={child.id}>
          <MenuEntry
            entry={child}
            className="text-ink-soft hover:text-primary-700 block text-sm whitespace-nowrap transition-colors"
          />
          {child.children.length > 0 && (
            <ul className="mt-2 space-y-2 border-l border-stone-200 pl-4">
              {child.children.map((grandchild) => (
                <li key={grandchild.id}>
                  <MenuEntry
                    entry={grandchild}
                    className="text-ink-muted hover:text-primary-700 block text-[13px] whitespace-nowrap"
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
