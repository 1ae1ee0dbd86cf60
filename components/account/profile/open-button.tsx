import type { ReactNode, RefObject } from 'react';
import { buttonClass } from '@/components/ui/button';

type OpenButtonProps = {
  /** The section's hold on it (useProfileSection): the focus comes back here when the form closes. */
  opener: RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
  /** Until what the form edits is there to open. */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
};

/** The button that opens a profile section's form. */
export function OpenButton({ opener, onOpen, disabled, className, children }: OpenButtonProps) {
  return (
    <button
      ref={opener}
      type="button"
      onClick={onOpen}
      disabled={disabled}
      className={buttonClass({ variant: 'secondary', className })}
    >
      {children}
    </button>
  );
}
