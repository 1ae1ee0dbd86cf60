import { useTranslations } from '#intl';
import type { ReactNode, RefObject } from 'react';
import { buttonClass } from '@/components/ui/button';
import { summaryEntries, type FieldErrors } from './field-names';
import { focusAnchor } from './focus-field';

const tones = {
  conflict: { box: 'border-amber-300 bg-amber-50', title: 'text-amber-950' },
  refused: { box: 'border-red-200 bg-red-50', title: 'text-red-900' },
};

type NoticeProps = {
  tone: keyof typeof tones;
  title: string;
  ref: RefObject<HTMLDivElement | null>;
  children: ReactNode;
};

/** A refused save's notice above the form: it takes the focus, its title names it. */
function SaveNotice({ tone, title, ref, children }: NoticeProps) {
  const titleId = `${tone}-notice-title`;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`mb-6 border p-5 sm:p-6 ${tones[tone].box}`}
    >
      <h2 id={titleId} className={`text-lg font-light ${tones[tone].title}`}>
        {title}
      </h2>
      {children}
    </div>
  );
}

type ConflictProps = {
  message: string;
  reloadHref: string;
  ref: RefObject<HTMLDivElement | null>;
};

/** A save refused because someone saved first: nothing was written, and nothing is lost here. */
export function ConflictNotice({ message, reloadHref, ref }: ConflictProps) {
  const t = useTranslations('admin.products.save');
  return (
    <SaveNotice tone="conflict" title={t('conflictTitle')} ref={ref}>
      <p className="mt-2 text-sm text-amber-950">{message}</p>
      <p className="mt-2 text-sm text-amber-900">{t('conflictKept')}</p>
      {/* A full load, so that the form opens afresh at the latest version. */}
      <a
        href={reloadHref}
        className={buttonClass({ variant: 'secondary', className: 'mt-4 bg-white' })}
      >
        {t('reload')}
      </a>
    </SaveNotice>
  );
}

type SummaryProps = {
  message: string;
  errors: FieldErrors;
  ref: RefObject<HTMLDivElement | null>;
};

/** Every problem of a refused save, in the order of the form, each leading to its field. */
export function ErrorSummary({ message, errors, ref }: SummaryProps) {
  const t = useTranslations('admin.products.save');
  const products = useTranslations('admin.products');
  const entries = summaryEntries(errors, products);
  return (
    <SaveNotice tone="refused" title={t('refusedTitle')} ref={ref}>
      <p className="mt-1 text-sm text-red-900">{message}</p>
      {entries.length > 0 && (
        <ul className="mt-3 space-y-1.5 text-sm">
          {entries.map((entry) => (
            <li key={entry.name}>
              <a
                href={`#${entry.anchor}`}
                onClick={(event) => {
                  // A fragment scrolls to the field; this focuses it too, ready to type.
                  if (focusAnchor(entry.anchor)) event.preventDefault();
                }}
                className="text-red-800 underline underline-offset-4 hover:text-red-950"
              >
                {entry.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </SaveNotice>
  );
}
