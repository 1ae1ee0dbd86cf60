import { textButtonClass } from './form-styles';

/** "Resend code" once the wait is over; until then, how long is left. */
export function ResendCode({
  secondsLeft,
  sending,
  onResend,
}: {
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
}) {
  if (secondsLeft > 0) {
    return (
      <p className="text-ink-muted text-sm" data-testid="resend-wait">
        You can ask for a new code in {secondsLeft} s.
      </p>
    );
  }
  return (
    <button type="button" onClick={onResend} disabled={sending} className={textButtonClass}>
      {sending ? 'Sending…' : 'Resend code'}
    </button>
  );
}
