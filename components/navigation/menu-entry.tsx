import { IntentLink } from './intent-link';
import type { MenuCategory } from './menu-types';

type MenuEntryProps = {
  entry: Pick<MenuCategory, 'name' | 'url'>;
  className?: string;
  onNavigate?: () => void;
};

/** A link to the category's page, or plain text for menu entries that have no page. */
export function MenuEntry({ entry, className, onNavigate }: MenuEntryProps) {
  if (!entry.url) return <span className={`${className ?? ''} text-ink-muted`}>{entry.name}</span>;
  return (
    <IntentLink href={entry.url} className={className} onClick={onNavigate} data-menu-link>
      {entry.name}
    </IntentLink>
  );
}
