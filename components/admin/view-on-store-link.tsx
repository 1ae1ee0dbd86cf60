import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';

/** Opens the shopper's page of what the staff page edits, in a new tab. */
export function ViewOnStoreLink({ href }: { href: string }) {
  const t = useTranslations('admin.common');
  return (
    <Link href={href} className={buttonClass({ variant: 'quiet' })} target="_blank">
      {t.rich('viewOnStore', { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
    </Link>
  );
}
