import Form from 'next/form';
import Link from 'next/link';
import { inputClass, labelClass, primaryButtonClass } from '@/components/account/form-styles';
import { adminRoutes } from '@/lib/identity/client';

/**
 * One big field for a product name or a SKU, typed or read by a scanner (which types the
 * label and presses Enter); a SKU that names one variant opens its page at once.
 */
export function StockSearch({ search }: { search: string }) {
  return (
    <Form
      action={adminRoutes.stock.list()}
      role="search"
      aria-label="Find a piece"
      className="mb-8"
    >
      <label htmlFor="stock-search" className={labelClass}>
        Name or SKU
      </label>
      <div className="flex gap-2">
        <input
          id="stock-search"
          name="q"
          type="search"
          defaultValue={search}
          // A scanner types into whatever has the focus: the field has it when the page opens.
          autoFocus={search === ''}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby="stock-search-hint"
          className={`${inputClass} h-14 min-w-0 flex-1 text-lg!`}
        />
        <button type="submit" className={`${primaryButtonClass} h-14! px-6!`}>
          Find
        </button>
      </div>
      <p id="stock-search-hint" className="text-ink-muted mt-2 text-sm">
        Scan or type a SKU to open the piece; a few letters of a name list every match.
      </p>
      {search !== '' && (
        <Link
          href={adminRoutes.stock.list()}
          className="text-ink mt-3 inline-flex min-h-11 items-center text-sm underline underline-offset-4"
        >
          ← Back to low stock
        </Link>
      )}
    </Form>
  );
}
