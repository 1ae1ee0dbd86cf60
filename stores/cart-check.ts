import type { Locale } from '@/i18n/routing';
import type { VariantLookup } from '@/lib/catalogue';
import { toCartItem } from './cart-item';
import type { CartItem } from './cart-reducers';
import { useCartStore } from './cart-store';

/** What changed when the cart was checked against the server's prices and stock. */
export type CartNotice =
  | { kind: 'price'; line: CartItem; was: number }
  | { kind: 'capped'; line: CartItem; was: number }
  | { kind: 'sold_out' | 'removed'; line: CartItem };

/** A line the check took out of the cart. */
export type GoneNotice = Extract<CartNotice, { kind: 'sold_out' | 'removed' }>;
/** A line whose price or quantity the check changed. */
export type ChangeNotice = Exclude<CartNotice, GoneNotice>;

export const isGone = (notice: CartNotice): notice is GoneNotice =>
  notice.kind === 'sold_out' || notice.kind === 'removed';

type Checked = { lines: CartItem[]; notices: CartNotice[] };

const sameLine = (a: CartItem, b: CartItem) =>
  (Object.keys(a) as (keyof CartItem)[]).every((key) => a[key] === b[key]);

function refreshed(line: CartItem, found: VariantLookup, locale: Locale): CartItem {
  const product = {
    id: found.product_id,
    slug: found.slug,
    name: found.name,
    image: found.image,
    lead_time_days: found.lead_time_days,
  };
  const fresh = toCartItem(product, found, Math.min(line.quantity, found.stock), locale);
  // The shopper's measurements are the line's own: the catalogue's answer has none.
  const next = line.measurements ? { ...fresh, measurements: line.measurements } : fresh;
  return sameLine(next, line) ? line : next;
}

/**
 * The lines brought up to date by the variant lookup's answer for `asked` (the ids the
 * lookup was asked about; a line added since is kept as it is): a changed price is taken,
 * a quantity above the stock is capped, and a sold-out, hidden or deleted variant leaves
 * the cart. Every change but silent ones (a new photo or name) comes with a notice.
 * `locale` is the language the lookup answered names in.
 */
export function checkLines(
  lines: CartItem[],
  asked: readonly number[],
  answer: VariantLookup[],
  locale: Locale = 'en',
): Checked {
  const byId = new Map(answer.map((variant) => [variant.id, variant]));
  const checked: Checked = { lines: [], notices: [] };
  for (const line of lines) {
    if (!asked.includes(line.id)) {
      checked.lines.push(line);
      continue;
    }
    const found = byId.get(line.id);
    if (!found?.active) {
      checked.notices.push({ kind: 'removed', line });
      continue;
    }
    if (found.stock < 1) {
      checked.notices.push({ kind: 'sold_out', line });
      continue;
    }
    const next = refreshed(line, found, locale);
    if (next.price !== line.price)
      checked.notices.push({ kind: 'price', line: next, was: line.price });
    if (next.quantity < line.quantity) {
      checked.notices.push({ kind: 'capped', line: next, was: line.quantity });
    }
    checked.lines.push(next);
  }
  return checked;
}

/**
 * Brings the stored cart up to date from a variant lookup (names in `locale`) and says what
 * changed. Here, not in the store, so that only the pages that check the cart load it.
 */
export function applyCartCheck(
  asked: readonly number[],
  answer: VariantLookup[],
  locale?: Locale,
): CartNotice[] {
  const current = useCartStore.getState().addtocartlist;
  const { lines, notices } = checkLines(current, asked, answer, locale);
  const changed = lines.length !== current.length || lines.some((l, i) => l !== current[i]);
  if (changed) useCartStore.getState().replaceChecked(lines);
  return notices;
}
