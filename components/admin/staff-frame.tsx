import { getTranslations } from 'next-intl/server';
import { store } from '@/lib/config';
import { staffLocale } from '@/lib/i18n/staff-locale';

type Props = { title: string; intro?: string; children: React.ReactNode };

/** The narrow frame of staff pages before the menu applies: the second step, an invitation. */
export async function StaffFrame({ title, intro, children }: Props) {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.shell' });
  return (
    <main id="main" className="min-h-dvh bg-stone-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-md border border-stone-200 bg-white p-6 sm:p-10">
        <p className="text-primary-800 mb-3 text-xs tracking-[0.3em] uppercase">
          {t('frame', { store: store.name })}
        </p>
        <h1 className="text-ink text-2xl font-light tracking-wide">{title}</h1>
        {intro && <p className="text-ink-soft mt-3 text-sm leading-relaxed">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </main>
  );
}
