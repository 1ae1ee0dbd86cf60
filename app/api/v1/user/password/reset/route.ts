import { api } from '@/lib/api';
import { resetPassword } from '@/lib/users/password';
import { resetPasswordSchema } from '@/lib/validation/account';

// POST /api/v1/user/password/reset {email | phone, otp, password, confirmPassword, locale?}
export const POST = api({ body: resetPasswordSchema }, ({ body }) => {
  const { otp, password, locale } = body;
  const key = body.email !== undefined ? { email: body.email } : { phone: body.phone! };
  return resetPassword(key, otp, password, locale);
});
