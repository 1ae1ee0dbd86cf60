import { safeCallbackUrl } from '@/lib/identity/account/callback-url';
import { adminRoutes, isAdminPath } from './admin-routes';

/** Where to go after the second step: a page of the staff side, never anywhere else. */
export function safeAdminPath(value: unknown): string {
  const path = safeCallbackUrl(value, adminRoutes.dashboard());
  return isAdminPath(path) ? path : adminRoutes.dashboard();
}
