/** The shapes of GET /api/v1/user/me/{id}, as the API declares them. */
export type { Address, User } from '@/lib/customers';
