import { getTranslations } from 'next-intl/server';
import { StaffShareLinks } from '@/components/share/staff-share-links';
import { staffShareWords } from '@/components/share/staff-share-words';
import { staffLocale } from '@/lib/i18n/staff-locale';

type Props = { url: string; title: string; code: string };

/** The product page's Share action: the staff member's links for the piece, folded until asked for. */
export async function SharePanel({ url, title, code }: Props) {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.share' });
  return (
    <details className="group mb-6">
      <summary className="text-ink hover:text-primary-800 decoration-primary mb-3 w-fit cursor-pointer text-sm underline underline-offset-4">
        {t('action')}
      </summary>
      <StaffShareLinks
        url={url}
        title={title}
        code={code}
        words={staffShareWords(t as (key: string, values?: Record<string, string>) => string)}
      />
    </details>
  );
}
