import Form from 'next/form';
import { useTranslations } from 'next-intl';
import { Button, ButtonLink } from '@/components/ui/button';
import { controlClass, Field } from '@/components/ui/field';

type Props = {
  /** Where the search goes (a GET of this page with `q`). */
  action: string;
  search: string;
  /** The field's name in the address: `q` on the list, `find` on the order form. */
  name?: string;
};

/** A phone, an e-mail or a name: one field, found across accounts and guest orders. */
export function CustomerSearch({ action, search, name = 'q' }: Props) {
  const t = useTranslations('admin.customers.search');
  return (
    <Form action={action} role="search" aria-label={t('label')} className="mb-6">
      <Field id={`customer-search-${name}`} label={t('field')} hint={t('hint')}>
        {({ id, describedBy }) => (
          <div className="flex gap-2">
            <input
              id={id}
              name={name}
              type="search"
              defaultValue={search}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              aria-describedby={describedBy}
              className={`${controlClass} min-w-0 flex-1`}
            />
            <Button type="submit">{t('find')}</Button>
          </div>
        )}
      </Field>
      {search !== '' && (
        <ButtonLink
          href={action}
          variant="quiet"
          className="mt-2 inline-flex min-h-11 items-center"
        >
          {t('clear')}
        </ButtonLink>
      )}
    </Form>
  );
}
