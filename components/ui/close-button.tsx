import { CloseIcon } from './icons';

type CloseButtonProps = { label: string; onClick: () => void };

/** The close control in the top corner of a slide-in panel or dialog (menu, search). */
export function CloseButton({ label, onClick }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="hover:text-primary-700 -mr-2 inline-flex h-10 w-10 items-center justify-center"
    >
      <CloseIcon />
    </button>
  );
}
