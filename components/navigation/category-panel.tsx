import { LocalisedLink } from './localised-link';
import { MenuEntry } from './menu-entry';
import type { MenuCategory } from '@/lib/catalogue';

const entryClass =
  'text-ink-soft hover:text-primary-700 block text-sm whitespace-nowrap transition-colors';

/** A family's dropdown: its own page first, then its categories and theirs. */
export function CategoryPanel({ family, allLabel }: { family: MenuCategory; allLabel: string }) {
  return (
    <ul className="space-y-3">
      {family.url && (
        <li className="border-b border-stone-200 pb-3">
          <LocalisedLink
            href={family.url}
            data-menu-link
            className="text-ink hover:text-primary-700 block text-xs tracking-[0.2em] whitespace-nowrap uppercase transition-colors"
          >
            {allLabel}
          </LocalisedLink>
        </li>
      )}
      {family.children.map((child) => (
        <li key={child.id}>
          <MenuEntry entry={child} className={entryClass} />
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
