'use client';

import { useTranslations } from '#intl';
import { useEffect, useState, type RefObject } from 'react';

type StickyPurchaseBarProps = {
  /** The panel's own Add to cart: the bar shows once it has scrolled up out of view. */
  watched: RefObject<HTMLElement | null>;
  name: string;
  price: string;
  buttonLabel: string;
  disabled: boolean;
  onAdd: () => void;
};

/**
 * On phones, the piece's name, price and Add to cart at the foot of the screen once the
 * panel's button has scrolled away. Fixed and drawn over the page (nothing moves when it
 * comes), above the home indicator, and out of the way while the footer is in view so its
 * last links can be reached.
 */
export function StickyPurchaseBar({ watched, name, price, ...button }: StickyPurchaseBarProps) {
  const t = useTranslations('product.purchase');
  const [passed, setPassed] = useState(false);
  const [footer, setFooter] = useState(false);

  useEffect(() => {
    const target = watched.current;
    const foot = document.querySelector('footer');
    if (!target) return;
    // The screen stretched far downwards: the button leaves it only by scrolling up past its
    // top, which a fling from below the button to above it (never in view between) also does.
    const button = new IntersectionObserver(
      ([entry]) => setPassed(Boolean(entry && !entry.isIntersecting)),
      { rootMargin: '0px 0px 100000px 0px' },
    );
    const footer = new IntersectionObserver(([entry]) => setFooter(Boolean(entry?.isIntersecting)));
    button.observe(target);
    if (foot) footer.observe(foot);
    return () => {
      button.disconnect();
      footer.disconnect();
    };
  }, [watched]);

  const shown = passed && !footer;
  return (
    <div
      role="region"
      aria-label={t('barLabel')}
      aria-hidden={!shown}
      inert={!shown}
      data-testid="sticky-purchase-bar"
      className={`fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-stone-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-sm transition-transform duration-300 motion-reduce:transition-none lg:hidden ${
        shown ? 'translate-y-0' : 'invisible translate-y-full'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-ink truncate text-sm">{name}</p>
        <p className="text-ink-soft text-sm tabular-nums">{price}</p>
      </div>
      <button
        type="button"
        onClick={button.onAdd}
        aria-disabled={button.disabled}
        className="bg-ink hover:bg-primary-800 h-12 shrink-0 px-5 text-xs tracking-[0.2em] text-white uppercase transition-colors aria-disabled:bg-stone-300 aria-disabled:text-stone-600"
      >
        {button.buttonLabel}
      </button>
    </div>
  );
}
