import { AuthPage } from '@/components/account/auth-page';
import { LoginForm } from '@/components/account/login-form';
import {
  safeCallbackUrl,
  accountRoutes,
  accountPageMetadata,
  isGoogleEnabled,
} from '@/lib/identity';
import { leaveIfSignedIn } from '@/lib/customers';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Pick<Props, 'params'>) =>
  accountPageMetadata(params, 'login', accountRoutes.login);

const single = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  await leaveIfSignedIn(callbackUrl);
  return (
    <AuthPage page="login">
      <LoginForm
        callbackUrl={callbackUrl}
        googleEnabled={isGoogleEnabled()}
        failure={{ error: single(params.error), code: single(params.code) }}
      />
    </AuthPage>
  );
}
