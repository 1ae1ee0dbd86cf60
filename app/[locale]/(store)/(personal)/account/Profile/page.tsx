import { PageHeading } from '@/components/content/page-heading';
import { ProfileView } from '@/components/account/profile/profile-view';
import { accountRoutes } from '@/lib/account/constants';
import { accountMetadata } from '@/lib/account/page-metadata';
import { requireUserId } from '@/lib/account/session';

export const metadata = accountMetadata(
  'My profile',
  'Your details, phone, addresses and password.',
);

export default async function ProfilePage() {
  const userId = await requireUserId(accountRoutes.profile);
  return (
    <div className="pb-24">
      <PageHeading eyebrow="My account" title="My profile" />
      <div className="mx-auto max-w-5xl px-6">
        <ProfileView userId={userId} />
      </div>
    </div>
  );
}
