import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/content/page-heading';
import { ProfileView } from '@/components/account/profile/profile-view';
import { accountRoutes, accountPageMetadata } from '@/lib/identity';
import { requireUserId } from '@/lib/customers';
import { RouteMessages } from '@/components/i18n/route-messages';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  accountPageMetadata(params, 'profile', accountRoutes.profile);

export default async function ProfilePage() {
  const userId = await requireUserId(accountRoutes.profile);
  const t = await getTranslations('account.pages.profile');
  return (
    <RouteMessages namespaces={['fit']}>
      <div className="pb-24">
        <PageHeading eyebrow={t('eyebrow')} title={t('title')} />
        <div className="mx-auto max-w-5xl px-6">
          <ProfileView userId={userId} />
        </div>
      </div>
    </RouteMessages>
  );
}
