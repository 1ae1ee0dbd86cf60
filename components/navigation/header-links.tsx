import { LocalisedLink } from './localised-link';

export type HeaderItem = { label: string; href: string } | { label: string; onSelect: () => void };

type HeaderLinksProps = {
  items: readonly HeaderItem[];
  className?: string;
  itemClassName: string;
  /** Called after a link is followed (the mobile menu closes). */
  onNavigate?: () => void;
  /** Invisible stand-ins of the same size, for while the right items are not known yet. */
  placeholder?: boolean;
};

export const headerLinkClass =
  'text-[12px] tracking-[0.22em] text-ink-soft transition-colors hover:text-primary-700 whitespace-nowrap';

/** A list of header links and actions: the main navigation and the account links alike. */
export function HeaderLinks({
  items,
  className,
  itemClassName,
  onNavigate,
  placeholder = false,
}: HeaderLinksProps) {
  if (placeholder) {
    return (
      <ul className={className} aria-hidden="true" data-testid="account-links-placeholder">
        {items.map((item) => (
          <li key={item.label}>
            <span className={`${itemClassName} invisible`}>{item.label}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.label}>
          {'href' in item ? (
            <LocalisedLink href={item.href} onClick={onNavigate} className={itemClassName}>
              {item.label}
            </LocalisedLink>
          ) : (
            <button
              type="button"
              onClick={item.onSelect}
              className={`${itemClassName} cursor-pointer`}
            >
              {item.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
