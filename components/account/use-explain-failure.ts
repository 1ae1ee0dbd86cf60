'use client';

import type { ApiFormFailure } from '@/components/ui/form/use-api-form';
import { ApiClientError } from '@/lib/http/api-client';
import { fieldsOf, localisedFailure, type FailureAction } from './explain-failure';
import { useWords } from './use-words';

/**
 * A refused account call in the page's words, for useApiForm: the server's per-field
 * messages (in Bangla on a Bangla page) and what the call was doing (account.actions) or a
 * form's own words for the failure.
 */
export function useExplainFailure(
  explain: FailureAction | ((error: ApiClientError) => string),
): (error: unknown) => ApiFormFailure {
  const words = useWords();
  return (error) => {
    if (!(error instanceof ApiClientError)) {
      return { fields: {}, message: words.t('failures.unknown') };
    }
    const message =
      typeof explain === 'string' ? localisedFailure(error, explain, words) : explain(error);
    return { fields: fieldsOf(error, words), message };
  };
}
