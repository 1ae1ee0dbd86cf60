'use client';

import { sentenceCase } from './sentence-case';
import { usePassingNotice } from './use-passing-notice';

export type Notice = { tone: 'success' | 'error'; text: string };

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
