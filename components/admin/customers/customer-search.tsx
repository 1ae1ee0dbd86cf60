import Form from 'next/form';
import Link from 'next/link';
import { inputClass, labelClass, primaryButtonClass } from '@/components/account/form-styles';

type Props = {
  /** Where the search goes (a GET of this page with `q`). */
  action: string;
  search: string;
  /** The field's name in the address: `q` on the list, `find` on the order form. */
  name?: string;
  label?: string;
};

/** A phone, an e-mail or a name: one field, found across accounts and guest orders. */
export function CustomerSearch({
  action,
  search,
  name = 'q',
  label = 'Phone, e-mail or name',
}: Props) {
  const id = `customer-search-${name}`;
  return (
    <Form action={action} role="search" aria-label="Find a customer" className="mb-6">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          type="search"
          defaultValue={search}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button type="submit" className={primaryButtonClass}>
          Find
        </button>
      </div>
      <p id={`${id}-hint`} className="text-ink-muted mt-2 text-sm">
        A phone in any form (01…, +880…) or some of its digits, part of an e-mail, or a name.
      </p>
      {search !== '' && (
        <Link
          href={action}
          className="text-ink mt-2 inline-flex min-h-11 items-center text-sm underline underline-offset-4"
        >
          Clear the search
        </Link>
      )}
    </Form>
  );
}
