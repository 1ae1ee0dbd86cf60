import { AuthPage } from '@/components/account/auth-page';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { accountMetadata } from '@/lib/account/page-metadata';

export const metadata = accountMetadata(
  'Reset your password',
  'Get a code by e-mail or SMS and choose a new password.',
);

export default function ForgotPasswordPage() {
  return (
    <AuthPage
      eyebrow="Account"
      title="Reset your password"
      intro="We will send a 6-digit code to the e-mail or phone of your account."
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
