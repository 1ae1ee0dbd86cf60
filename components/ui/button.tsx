import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { LocalisedLink } from '@/components/navigation/localised-link';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

// The focus ring is the page's own (app/globals.css): 3:1 and more on white and on ink.
const box = 'inline-flex items-center justify-center gap-2 text-xs uppercase transition-colors';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-ink tracking-[0.25em] text-white hover:bg-primary-800 disabled:cursor-wait disabled:bg-stone-400 aria-busy:cursor-wait',
  secondary:
    'border border-ink tracking-[0.2em] text-ink hover:border-primary-700 hover:text-primary-800 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500',
  quiet:
    'text-sm text-ink underline decoration-primary underline-offset-4 hover:text-primary-800 disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline',
  danger:
    'bg-red-800 tracking-[0.2em] text-white hover:bg-red-900 disabled:cursor-wait disabled:bg-stone-400',
};

const sizes: Record<ButtonSize, string> = {
  small: 'h-11 px-5',
  medium: 'h-12 px-8',
  large: 'h-14 px-10',
};

type Look = { variant?: ButtonVariant; size?: ButtonSize; wide?: boolean; className?: string };

/** The classes of a button of the kit, for the rare control that cannot be a <Button>. */
export function buttonClass({ variant = 'primary', size = 'medium', wide, className }: Look = {}) {
  // A quiet button is a link-like word in a sentence: no box, so no height or padding.
  const shape = variant === 'quiet' ? '' : `${box} ${sizes[size]}`;
  return [shape, variants[variant], wide ? 'w-full' : '', className].filter(Boolean).join(' ');
}

type ButtonProps = Look &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** While true the button says `loadingLabel`, is busy for assistive technology and cannot be pressed again. */
    loading?: boolean;
    loadingLabel?: ReactNode;
  };

/** The store's button: primary, secondary, quiet or danger; `type` is "button" unless said. */
export function Button({
  variant,
  size,
  wide,
  className,
  loading = false,
  loadingLabel,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, wide, className })}
      {...rest}
    >
      {loading && loadingLabel !== undefined ? loadingLabel : children}
    </button>
  );
}

type ButtonLinkProps = Look &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    href: string;
    children: ReactNode;
  };

/** A link that looks like a button of the kit: for a way somewhere, not an action. */
export function ButtonLink({ variant, size, wide, className, href, ...rest }: ButtonLinkProps) {
  return (
    <LocalisedLink
      href={href}
      className={buttonClass({ variant, size, wide, className })}
      {...rest}
    />
  );
}
