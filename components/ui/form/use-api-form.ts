'use client';

import { useForm, type SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { firstFieldErrors, secretFieldName } from '@/lib/http/form-reply';
import { ApiClientError, type FieldMessages } from '@/lib/http/api-client';
import { formAttributes } from './form-attributes';

/** A refused call in the shopper's words: each field's message, and one for the whole form. */
export type ApiFormFailure = { fields: FieldMessages; message?: string };

/**
 * Thrown by `send` for a refusal already in the shopper's words, which `explain` does not
 * read: a next-auth sign-in's, that answers with a code rather than the API's fields.
 */
export class FormRefusal extends Error {
  constructor(readonly failure: ApiFormFailure) {
    super(failure.message ?? Object.values(failure.fields).join(' '));
  }
}

type Options<T> = {
  /** A fixed id, when controls outside the form belong to it (`form=` attributes). */
  id?: string;
  /** What a saved form does next (close, say so, go on). */
  onSuccess?: (answer: T) => void;
  /** The failure in the page's words; the server's own words otherwise. */
  explain?: (error: unknown) => ApiFormFailure;
  /** Its success leaves the page (a sign-in): the button stays pending until the next one. */
  leavesOnSuccess?: boolean;
};

function serverWords(error: unknown): ApiFormFailure {
  if (error instanceof ApiClientError) return { fields: error.fields, message: error.message };
  return { fields: {}, message: 'Something went wrong. Please try again.' };
}

function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  formData.forEach((value, name) => {
    if (typeof value === 'string' && !secretFieldName.test(name)) values[name] = value;
  });
  return values;
}

/**
 * A shopper's form sent to the /api/v1 JSON API through Conform, as staff forms go through
 * useActionForm (docs/architecture.md, "Forms"). `send` calls the API; a refusal becomes
 * Conform's submission, built here: each field's message beside its field (`errors.name`
 * for the kit's Field), a message about a field the form does not show said for the whole
 * form (`form.errors`), what was typed kept, and the first field in error focused. The
 * server validates, once: no schema ships to the browser.
 */
export function useApiForm<T>(send: (form: FormData) => Promise<T>, options: Options<T> = {}) {
  const { id, onSuccess, explain = serverWords, leavesOnSuccess = false } = options;
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>();
  const [pending, setPending] = useState(false);

  const element = () => document.forms.namedItem(form.id);

  const refuse = ({ fields, message }: ApiFormFailure, formData: FormData) => {
    const shown = (name: string) => Boolean(element()?.elements.namedItem(name));
    const beside = Object.entries(fields).filter(([name]) => shown(name));
    const aside = Object.entries(fields)
      .filter(([name]) => !shown(name))
      .map(([, text]) => text);
    const said = beside.length && !aside.length ? [] : [message, ...aside].filter(Boolean);
    setLastResult({
      status: 'error',
      initialValue: typedValues(formData),
      error: {
        ...Object.fromEntries(beside.map(([name, text]) => [name, [text]])),
        ...(said.length ? { '': [[...new Set(said)].join(' ')] } : {}),
      },
    });
  };

  const settle = (formData: FormData) =>
    setLastResult({ status: 'success', initialValue: typedValues(formData), error: {} });

  const [form, fields] = useForm<Record<string, unknown>>({
    id,
    lastResult,
    shouldValidate: 'onSubmit',
    async onSubmit(event, { formData }) {
      event.preventDefault();
      if (pending) return;
      setPending(true);
      try {
        const answer = await send(formData);
        settle(formData);
        onSuccess?.(answer);
        if (leavesOnSuccess) return;
      } catch (error) {
        refuse(error instanceof FormRefusal ? error.failure : explain(error), formData);
      }
      setPending(false);
    },
  });

  return {
    pending,
    form,
    fields,
    errors: firstFieldErrors(form.allErrors),
    /** The message for the whole form, when the refusal had one. */
    formError: form.errors?.[0],
    formProps: formAttributes(form),
    /** Shows the refusal of a call the form makes besides its submit (a resend button's). */
    showRefusal: (failure: ApiFormFailure) => refuse(failure, new FormData(element() ?? undefined)),
    /** Forgets the last refusal, when the form moves on without a submit (a code sent again). */
    clearRefusal: () => settle(new FormData(element() ?? undefined)),
  };
}
