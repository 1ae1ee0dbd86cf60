import type { Messages, Namespace } from './namespaces';

/**
 * The namespaces the (store) layout's own client components use (header, menus, search
 * dialog, error page, the wishlist heart on every product card): sent with every shopper
 * page. A route adds those of its own client components with <RouteMessages>
 * (docs/decisions.md 14), so a product page does not carry the account's or the
 * checkout's words.
 */
export const shellNamespaces = [
  'common',
  'search',
  'shell',
  'wishlist',
] as const satisfies Namespace[];

export function pickMessages<N extends Namespace>(
  messages: Messages,
  namespaces: readonly N[],
): Pick<Messages, N> {
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as Pick<Messages, N>;
}
