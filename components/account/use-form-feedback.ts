'use client';

import { useEffect, useRef, useState } from 'react';
import { ApiClientError } from '@/lib/http/api-client';
import type { FieldErrors } from './check-fields';
import { fieldsOf } from './explain-failure';
import type { Notice } from './form-notice';

/**
 * A form's field errors and notice. Each time errors are shown, the first invalid field
 * takes the focus, so keyboard and screen-reader users land on what to fix.
 */
export function useFormFeedback() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (round === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [round]);

  const showErrors = (next: FieldErrors, text?: string) => {
    setErrors(next);
    setNotice(text ? { tone: 'error', text } : null);
    setRound((value) => value + 1);
  };

  /**
   * A failed call: the server's per-field messages beside the fields (the first of them
   * takes the focus, and is read out); with none, the explanation above the form.
   */
  const showFailure = (error: unknown, explain: (error: ApiClientError) => string) => {
    if (!(error instanceof ApiClientError)) {
      showErrors({}, 'Something went wrong on our side. Please try again in a moment.');
      return;
    }
    const fields = fieldsOf(error);
    // A message about a field this form does not show is said above the form instead.
    const shown = (name: string) => Boolean(formRef.current?.elements.namedItem(name));
    const unshown = Object.entries(fields).filter(([name]) => !shown(name));
    const aside = unshown.length || !Object.keys(fields).length;
    const text = [explain(error), ...unshown.map(([, message]) => message)];
    showErrors(fields, aside ? [...new Set(text)].join(' ') : undefined);
  };

  const reset = (next: Notice | null = null) => {
    setErrors({});
    setNotice(next);
  };

  return { formRef, errors, notice, showErrors, showFailure, reset, setNotice };
}
