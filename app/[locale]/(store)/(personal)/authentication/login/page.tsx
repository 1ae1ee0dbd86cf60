import { AuthPage } from '@/components/account/auth-page';
import { LoginForm } from '@/components/account/login-form';
import { safeCallbackUrl } from '@/lib/account/callback-url';
import { accountMetadata } from '@/lib/account/page-metadata';
import { leaveIfSignedIn } from '@/lib/account/session';
import { isGoogleEnabled } from '@/lib/auth/google-config';

export const metadata = accountMetadata(
  'Sign in',
  'Sign in to your account with your e-mail, your phone or Google.',
);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  await leaveIfSignedIn(callbackUrl);
  return (
    <AuthPage
      eyebrow="Welcome back"
      title="Sign in"
      intro="Your wishlist and delivery addresses, kept for you."
    >
      <LoginForm
        callbackUrl={callbackUrl}
        googleEnabled={isGoogleEnabled()}
        failure={{ error: single(params.error), code: single(params.code) }}
      />
    </AuthPage>
  );
}
