import Form from 'next/form';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { controlClass, Field } from '@/components/ui/field';
import { adminRoutes } from '@/lib/identity/client';

/**
 * One big field for a product name or a SKU, typed or read by a scanner (which types the
 * label and presses Enter); a SKU that names one variant opens its page at once.
 */
export function StockSearch({ search }: { search: string }) {
  const t = useTranslations('admin.stock.search');
  return (
    <Form action={adminRoutes.stock.list()} role="search" aria-label={t('label')} className="mb-8">
      <Field id="stock-search" label={t('field')} hint={t('hint')}>
        {({ id, describedBy }) => (
          <div className="flex gap-2">
            <input
              id={id}
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
              aria-describedby={describedBy}
              className={`${controlClass} h-14 min-w-0 flex-1 text-lg!`}
            />
            <Button type="submit" size="large">
              {t('find')}
            </Button>
          </div>
        )}
      </Field>
      {search !== '' && (
        <Link
          href={adminRoutes.stock.list()}
          className="text-ink mt-3 inline-flex min-h-11 items-center text-sm underline underline-offset-4"
        >
          {t('back')}
        </Link>
      )}
    </Form>
  );
}
