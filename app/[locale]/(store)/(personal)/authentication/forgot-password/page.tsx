import { AuthPage } from '@/components/account/auth-page';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { accountRoutes, accountPageMetadata } from '@/lib/identity';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  accountPageMetadata(params, 'forgot', accountRoutes.forgotPassword);

export default function ForgotPasswordPage() {
  return (
    <AuthPage page="forgot">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
