import { accountRoutes } from '@/lib/identity/client';
import { storeLocatorPath } from './paths';

/** The pages whose addresses keep the old store's capitals (docs/architecture.md, Layout). */
const mixedCasePages = [storeLocatorPath, accountRoutes.profile];

/**
 * The page an address means when it differs from a real page only in the case of its
 * letters (/store-locator, /ACCOUNT/profile), or null: people type addresses in lower case,
 * and the old capitals must not make that a 404.
 */
export function caseCorrectedPath(path: string): string | null {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const page = mixedCasePages.find((candidate) => candidate.toLowerCase() === bare.toLowerCase());
  return page && page !== bare ? page : null;
}
