'use client';

import type { ApiFormFailure } from '@/components/ui/form/use-api-form';
import { sentenceCase } from './sentence-case';
import { usePassingNotice } from './use-passing-notice';

export type Notice = { tone: 'success' | 'error'; text: string };

/**
 * A failed call that is no form's own (a code asked for again, a card's action) in one
 * notice: what went wrong, then what each field was refused for.
 */
export function failureNotice({ fields, message }: ApiFormFailure): Notice {
  const said = [message, ...Object.values(fields)].filter((text): text is string => Boolean(text));
  return { tone: 'error', text: [...new Set(said)].join(' ') };
}

/**
 * A form's outcome in words. The live region is always in the page, so screen readers
 * announce the message when it appears; errors are announced at once.
 */
export function FormNotice({
  notice: given,
  className = '',
  passing = false,
}: {
  notice: Notice | null;
  className?: string;
  /** A success that only confirms a change already shown (a profile section's "saved"): it passes. */
  passing?: boolean;
}) {
  const left = usePassingNotice(given);
  const notice = passing ? left : given;
  const tone =
    notice?.tone === 'error'
      ? 'border-red-700 bg-red-50 text-red-800'
      : 'border-primary-600 bg-primary-50 text-ink';
  return (
    <div aria-live={notice?.tone === 'error' ? 'assertive' : 'polite'}>
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`border-l-2 px-4 py-3 text-sm ${tone} ${className}`}
        >
          {sentenceCase(notice.text)}
        </p>
      )}
    </div>
  );
}
