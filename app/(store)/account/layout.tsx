import { AccountNav } from '@/components/account/account-nav';

/** Every /account page: the account's own navigation above the page. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <AccountNav />
      {children}
    </>
  );
}
