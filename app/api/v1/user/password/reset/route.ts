import { api } from '@/lib/api';
import { resetPassword } from '@/lib/customers';
import { contract } from './contract';

// POST /api/v1/user/password/reset {email | phone, otp, password, confirmPassword, locale?}
export const POST = api(contract.POST, ({ body }) => {
  const { otp, password, locale } = body;
  const key = body.email !== undefined ? { email: body.email } : { phone: body.phone! };
  return resetPassword(key, otp, password, locale);
});
