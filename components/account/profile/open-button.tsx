import type { ReactNode, RefObject } from 'react';
import { buttonClass } from '@/components/ui/button';

type OpenButtonProps = {
  /** useEditing's hold on it: the focus comes back here when the form closes. */
  opener: RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
  className?: string;
  children: ReactNode;
};

/** The button that opens a profile section's form. */
export function OpenButton({ opener, onOpen, className, children }: OpenButtonProps) {
  return (
    <button
      ref={opener}
      type="button"
      onClick={onOpen}
      className={buttonClass({ variant: 'secondary', className })}
    >
      {children}
    </button>
  );
}
