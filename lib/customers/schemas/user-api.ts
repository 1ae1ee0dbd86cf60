import { z } from 'zod';
import { phoneSchema } from '@/lib/validation/client';

const id = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: `must be a ${what} id (a whole number)` })
    .transform(Number);

/** /api/v1/user/{call}/{id} */
export const userIdParamsSchema = z.object({ id: id('user') });

/** /api/v1/user/me/{id}/{addressId} */
export const userAddressParamsSchema = z.object({ id: id('user'), addressId: id('address') });

/** /api/v1/user/phone_login/{phone} */
export const phoneParamsSchema = z.object({ phone: phoneSchema });

/** /api/v1/user/google_login/{email} */
export const emailParamsSchema = z.object({
  email: z
    .string()
    .trim()
    .max(320)
    .toLowerCase()
    .pipe(z.email({ error: 'must be an e-mail address' })),
});
