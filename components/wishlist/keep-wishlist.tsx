import Link from 'next/link';

const linkClass = 'text-xs tracking-[0.2em] uppercase underline-offset-4 hover:underline';

/** A guest's wishlist lives in this browser: invite them to keep it with an account. */
export function KeepWishlist() {
  return (
    <aside className="border-primary-300 mb-10 flex flex-col gap-4 border px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink-soft text-sm leading-relaxed">
        Your wishlist is saved on this device only. Sign in to keep it with your account, on every
        device.
      </p>
      <p className="flex shrink-0 gap-6">
        <Link
          href="/authentication/login?callbackUrl=/wishlist"
          className={`${linkClass} text-ink`}
        >
          Sign in
        </Link>
        <Link href="/authentication/signup" className={`${linkClass} text-ink-soft`}>
          Create account
        </Link>
      </p>
    </aside>
  );
}
