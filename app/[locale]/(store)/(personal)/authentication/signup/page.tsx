import { AuthPage } from '@/components/account/auth-page';
import { SignupForm } from '@/components/account/signup-form';
import { safeCallbackUrl, accountRoutes, accountPageMetadata } from '@/lib/identity';
import { leaveIfSignedIn } from '@/lib/customers';
import { isWhatsAppEnabled } from '@/lib/messaging';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
};

export const generateMetadata = ({ params }: Pick<Props, 'params'>) =>
  accountPageMetadata(params, 'signup', accountRoutes.signup);

export default async function SignupPage({ searchParams }: Props) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  await leaveIfSignedIn(callbackUrl);
  return (
    <AuthPage page="signup">
      <SignupForm callbackUrl={callbackUrl} whatsapp={isWhatsAppEnabled()} />
    </AuthPage>
  );
}
