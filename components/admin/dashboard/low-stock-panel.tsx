import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { stockTone } from '@/components/admin/stock/stock-tone';
import type { LowStockGlance } from '@/lib/ordering/admin';
import { adminRoutes } from '@/lib/identity/client';
import { GlancePanel, glanceRowClass } from './glance-panel';

/** How many pieces are low, the few with the fewest left, and the way to the whole list. */
export function LowStockPanel({ glance }: { glance: LowStockGlance }) {
  const t = useTranslations('admin.dashboard.lowStock');
  return (
    <GlancePanel
      id="low-stock"
      title={t('title')}
      more={{
        href: adminRoutes.stock.list(),
        label: t('all'),
        hidden: t('allCount', { count: glance.total }),
      }}
    >
      <p className="text-ink-soft mt-3 text-sm">
        {glance.total === 0 ? t('none') : t('some', { count: glance.total })}
      </p>
      {glance.items.length > 0 && (
        <ul className="mt-4 divide-y divide-stone-100">
          {glance.items.map((item) => (
            <li key={item.variantId}>
              <Link
                href={adminRoutes.stock.variant(item.variantId)}
                className={`${glanceRowClass} items-center`}
              >
                <span className="min-w-0">
                  <span className="text-ink block truncate">{item.productName}</span>
                  <span className="text-ink-muted block text-xs">
                    {item.size} · {item.colour}
                  </span>
                </span>
                <span className={`shrink-0 text-xl font-light tabular-nums ${stockTone(item)}`}>
                  {item.stock}
                  <span className="sr-only">{t('left')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </GlancePanel>
  );
}
