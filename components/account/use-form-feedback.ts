'use client';

import { useEffect, useRef, useState } from 'react';
import { ApiClientError } from '@/lib/http/api-client';
import type { FieldErrors } from './check-fields';
import { fieldProblems, fieldsOf, localisedFailure, type FailureAction } from './explain-failure';
import type { Notice } from './form-notice';
import { useWords } from './use-words';

/**
 * A form's field errors and notice. Each time errors are shown, the first invalid field
 * takes the focus, so keyboard and screen-reader users land on what to fix.
 */
export function useFormFeedback() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [round, setRound] = useState(0);
  const words = useWords();

  useEffect(() => {
    if (round === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [round]);

  /** Field errors and a notice, already in the page's language. */
  const showWorded = (next: FieldErrors, text?: string) => {
    setErrors(next);
    setNotice(text ? { tone: 'error', text } : null);
    setRound((value) => value + 1);
  };

  /** A shared schema's field errors (put in the page's language) and a notice. */
  const showErrors = (next: FieldErrors, text?: string) =>
    showWorded(fieldProblems(next, words), text);

  /**
   * A failed call: the server's per-field messages beside the fields (the first of them
   * takes the focus, and is read out); with none, the explanation above the form. `explain`
   * is what the call was doing (account.actions), or a form's own words for the failure.
   */
  const showFailure = (
    error: unknown,
    explain: FailureAction | ((error: ApiClientError) => string),
  ) => {
    if (!(error instanceof ApiClientError)) {
      showWorded({}, words.t('failures.unknown'));
      return;
    }
    const fields = fieldsOf(error, words);
    // A message about a field this form does not show is said above the form instead.
    const shown = (name: string) => Boolean(formRef.current?.elements.namedItem(name));
    const unshown = Object.entries(fields).filter(([name]) => !shown(name));
    const aside = unshown.length || !Object.keys(fields).length;
    const said =
      typeof explain === 'string' ? localisedFailure(error, explain, words) : explain(error);
    const text = [said, ...unshown.map(([, message]) => message)];
    showWorded(fields, aside ? [...new Set(text)].join(' ') : undefined);
  };

  const reset = (next: Notice | null = null) => {
    setErrors({});
    setNotice(next);
  };

  /** The server's own success message in English; our words for it on a Bangla page. */
  const said = (server: string | undefined, own: string) =>
    words.locale === 'en' && server ? server : own;

  return {
    formRef,
    errors,
    notice,
    showErrors,
    showWorded,
    showFailure,
    reset,
    setNotice,
    said,
    words,
  };
}
