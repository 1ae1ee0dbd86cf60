'use client';

import { useState } from 'react';
import { codeResendSeconds } from '@/lib/identity/client';
import { ApiClientError } from '@/lib/http/api-client';
import { useCountdown } from './use-countdown';

/**
 * Asking for a one-time code: who it went to (null until sent), whether a request is on
 * its way, and the wait before another may be asked for (also after a 429).
 */
export function useCodeRequest() {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  /**
   * Sends; true when the server took it. Failures go to `onError`, or are thrown when there
   * is none (a form's call, whose refusal useApiForm says).
   */
  const send = async (
    to: string,
    request: () => Promise<unknown>,
    onError: (error: unknown) => void = (error) => {
      throw error;
    },
  ): Promise<boolean> => {
    setSending(true);
    try {
      await request();
      setSentTo(to);
      countdown.start(codeResendSeconds);
      return true;
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 429) {
        countdown.start(codeResendSeconds);
      }
      onError(error);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { sentTo, sending, secondsLeft: countdown.left, send, restart: () => setSentTo(null) };
}
