import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { store } from '@/lib/config';
import { adminRoutes, areasFor, type StaffMember } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { AdminNav } from './admin-nav';
import { StaffSignOut } from './staff-sign-out';

/** The frame of every staff page once the second step is proven: bar, menu, content. */
export async function AdminShell({
  member,
  signOutAction,
  children,
}: {
  member: StaffMember;
  /** The layout's server action that signs out (components never import app/). */
  signOutAction: () => Promise<void>;
  children: React.ReactNode;
}) {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.shell' });
  const words = await getTranslations({ locale: staffLocale, namespace: 'vocabulary' });
  const links = areasFor(member.role).map(({ href, label }) => ({ href, label }));
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="flex items-center justify-between gap-4 px-4 py-3 lg:px-8">
          <Link href={adminRoutes.dashboard()} className="flex items-baseline gap-3">
            <span className="text-ink text-lg font-light tracking-[0.2em] uppercase">
              {store.name}
            </span>
            <span className="text-primary-800 text-xs tracking-[0.25em] uppercase">
              {t('staff')}
            </span>
          </Link>
          <div className="flex items-center gap-4 text-sm">
            <p className="text-ink-soft hidden sm:block">
              {member.name || member.email || member.phone}{' '}
              <span className="text-ink-muted">· {words(`staffRole.${member.role}`)}</span>
            </p>
            <Link
              href="/"
              className="text-ink-soft hover:text-ink hidden underline-offset-4 hover:underline md:inline"
            >
              {t('viewStore')}
            </Link>
            <StaffSignOut action={signOutAction} label={t('signOut')} />
          </div>
        </div>
        <div className="border-t border-stone-100 lg:hidden">
          <AdminNav links={links} />
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl gap-10 lg:px-8">
        <aside className="hidden w-52 shrink-0 pt-8 lg:block">
          <AdminNav links={links} />
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 pt-6 pb-24 lg:px-0 lg:pt-8">
          {children}
        </main>
      </div>
    </div>
  );
}
