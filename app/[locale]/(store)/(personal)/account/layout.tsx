import { AccountNav } from '@/components/account/account-nav';
import { QueryProvider } from '@/components/ui/query-provider';
import { RouteMessages } from '@/components/i18n/route-messages';

/** Every /account page: the account's own navigation above the page. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <RouteMessages namespaces={['account']}>
      <AccountNav />
      {/* The profile and the wishlist fetch through TanStack Query. */}
      <QueryProvider>{children}</QueryProvider>
    </RouteMessages>
  );
}
