import { safeCallbackUrl } from '@/lib/identity/account/callback-url';

/** Where to go after the second step: a page of the staff side, never anywhere else. */
export function safeAdminPath(value: unknown): string {
  const path = safeCallbackUrl(value, '/admin');
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?')
    ? path
    : '/admin';
}
