import { AuthPage } from '@/components/account/auth-page';
import { SignupForm } from '@/components/account/signup-form';
import { safeCallbackUrl } from '@/lib/account/callback-url';
import { accountMetadata } from '@/lib/account/page-metadata';
import { leaveIfSignedIn } from '@/lib/account/session';

export const metadata = accountMetadata(
  'Create account',
  'Create an account to keep your wishlist, addresses and orders.',
);

type Props = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function SignupPage({ searchParams }: Props) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  await leaveIfSignedIn(callbackUrl);
  return (
    <AuthPage
      eyebrow="Join us"
      title="Create account"
      intro="Save your favourite pieces and keep your delivery addresses."
    >
      <SignupForm callbackUrl={callbackUrl} />
    </AuthPage>
  );
}
