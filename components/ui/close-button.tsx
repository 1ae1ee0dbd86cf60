import type { ButtonHTMLAttributes } from 'react';
import { CloseIcon } from './icons';

type CloseButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  label: string;
};

/**
 * The close control in the top corner of a slide-in panel or dialog (menu, search). Other
 * props pass through, so Radix's Close can wrap it (`asChild`).
 */
export function CloseButton({ label, ...rest }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className="hover:text-primary-700 -mr-2 inline-flex h-10 w-10 items-center justify-center"
      {...rest}
    >
      <CloseIcon />
    </button>
  );
}
