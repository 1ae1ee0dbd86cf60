import { formatBDT } from '@/lib/format/money';
import type { ChangeNotice } from '@/stores/cart-check';
import { lineLabel } from './line-label';

function message(notice: ChangeNotice): string {
  const { line } = notice;
  if (notice.kind === 'price') {
    return `The price of ${lineLabel(line)} has changed from ${formatBDT(notice.was)} to ${formatBDT(line.price)}.`;
  }
  return `Only ${line.stock} of ${lineLabel(line)} left: your quantity is now ${line.quantity}.`;
}

type CartNoticesProps = { notices: ChangeNotice[]; checking: boolean; failed: boolean };

/** What the check against the server changed, announced politely as it happens. */
export function CartNotices({ notices, checking, failed }: CartNoticesProps) {
  return (
    <div role="status" className="space-y-2 text-sm">
      {notices.map((notice) => (
        <p
          key={`${notice.kind}:${notice.line.id}`}
          className="border-primary-500 bg-primary-50 text-ink border-l-2 px-4 py-3"
        >
          {message(notice)}
        </p>
      ))}
      {failed && (
        <p className="text-ink-soft">
          We could not check prices and stock just now; they are checked again at checkout.
        </p>
      )}
      {checking && notices.length === 0 && (
        <p className="text-ink-muted text-xs">Checking prices and stock…</p>
      )}
    </div>
  );
}
