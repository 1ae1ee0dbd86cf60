'use client';

import { useTranslations } from '#intl';
import { useEffect, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { timing } from '@/lib/client-config';
import { CategoryPanel } from './category-panel';
import { MenuEntry } from './menu-entry';
import type { MenuCategory } from '@/lib/catalogue';
import { focusSibling, menuLinks } from './menu-focus';

const topClass =
  'flex items-center gap-1.5 py-4 text-[13px] tracking-[0.22em] uppercase text-ink transition-colors hover:text-primary-700 cursor-pointer';

/** Which dropdown is open, and whether a hover (which leaving undoes) or a click opened it. */
type Opened = { id: number; by: 'hover' | 'click' } | null;

/**
 * The sticky category bar of large screens: each family with a dropdown of its categories.
 * A family with categories is a button that opens its dropdown (its own page is the
 * dropdown's first link); a pointer resting on it opens it too. A click on a dropdown a
 * hover opened keeps it open: the shopper who points, then clicks, means to open it.
 */
export function CategoryBar({ families }: { families: MenuCategory[] }) {
  const t = useTranslations('shell.categories');
  const [opened, setOpened] = useState<Opened>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bar = useRef<HTMLElement>(null);

  // Menus open and close after a short pause, so a pointer passing over does not flicker them.
  const hoverLater = (id: number | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        setOpened((current) =>
          current?.by === 'click' ? current : id === null ? null : { id, by: 'hover' },
        ),
      timing.menuDelayMs,
    );
  };
  const openNow = (next: Opened) => {
    clearTimeout(timer.current);
    setOpened(next);
  };

  // A dropdown opened by a click closes on a click anywhere else.
  const clickOpen = opened?.by === 'click';
  useEffect(() => {
    if (!clickOpen) return;
    const outside = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpened(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [clickOpen]);

  const onKeyDown = (family: MenuCategory) => (event: React.KeyboardEvent<HTMLLIElement>) => {
    const item = event.currentTarget;
    const panelLinks = menuLinks(item.querySelector('[data-menu-panel]'));
    const inPanel = panelLinks.includes(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      openNow(null);
      item.querySelector<HTMLElement>('[data-menu-top]')?.focus();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      if (inPanel) return;
      event.preventDefault();
      openNow(null);
      focusSibling(item, event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (panelLinks.length === 0) return;
      event.preventDefault();
      openNow({ id: family.id, by: 'click' });
      const index = panelLinks.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index === -1 ? 0 : (index + step + panelLinks.length) % panelLinks.length;
      requestAnimationFrame(() => panelLinks[next]?.focus());
    }
  };

  return (
    <nav
      ref={bar}
      aria-label={t('navigation')}
      className="sticky top-[4.25rem] z-30 hidden border-y border-stone-200 bg-white/95 backdrop-blur lg:block"
    >
      <ul className="mx-auto flex max-w-7xl justify-center gap-x-10 px-10">
        {families.map((family) => {
          const open = opened?.id === family.id;
          const panelId = `category-panel-${family.id}`;
          if (family.children.length === 0) {
            return (
              <li
                key={family.id}
                className="relative flex items-center"
                onKeyDown={onKeyDown(family)}
              >
                <MenuEntry entry={family} className={topClass} />
              </li>
            );
          }
          return (
            <li
              key={family.id}
              className="relative flex items-center"
              onMouseEnter={() => hoverLater(family.id)}
              onMouseLeave={() => hoverLater(null)}
              onKeyDown={onKeyDown(family)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node)) openNow(null);
              }}
            >
              <button
                type="button"
                data-menu-top
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() =>
                  openNow(open && opened?.by === 'click' ? null : { id: family.id, by: 'click' })
                }
                className={topClass}
              >
                {family.name}
                <ChevronDownIcon
                  width={14}
                  height={14}
                  aria-hidden="true"
                  className={`text-ink-muted transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
              <div
                id={panelId}
                data-menu-panel
                hidden={!open}
                className="absolute top-full left-1/2 z-40 min-w-64 -translate-x-1/2 border border-stone-200 bg-white px-8 py-6 shadow-xl shadow-stone-900/5"
              >
                <CategoryPanel family={family} allLabel={t('all', { name: family.name })} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
