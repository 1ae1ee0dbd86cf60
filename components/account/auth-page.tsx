import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/content/page-heading';
import { RouteMessages } from '@/components/i18n/route-messages';

type AuthPageProps = { page: 'login' | 'signup' | 'forgot'; children: React.ReactNode };

/** The frame of the sign-in, sign-up and recovery pages: a heading and a narrow column. */
export async function AuthPage({ page, children }: AuthPageProps) {
  const t = await getTranslations('account.pages');
  return (
    <RouteMessages namespaces={['account']}>
      <div className="pb-24">
        <PageHeading
          eyebrow={t(`${page}.eyebrow`)}
          title={t(`${page}.title`)}
          intro={t(`${page}.intro`)}
        />
        <div className="mx-auto max-w-md px-6">{children}</div>
      </div>
    </RouteMessages>
  );
}
