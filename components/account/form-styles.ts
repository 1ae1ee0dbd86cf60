/** Shared classes of the account forms, so every field and button looks the same. */
export const inputClass =
  'block w-full border border-stone-300 bg-white px-4 py-3 text-base text-ink outline-none transition-colors placeholder:text-ink-muted/70 focus:border-ink aria-[invalid=true]:border-red-700';

export const labelClass = 'mb-2 block text-xs tracking-[0.2em] text-ink-soft uppercase';

export const primaryButtonClass =
  'inline-flex h-12 items-center justify-center bg-ink px-8 text-xs tracking-[0.25em] text-white uppercase transition-colors hover:bg-primary-800 disabled:cursor-wait disabled:bg-stone-400';

export const secondaryButtonClass =
  'inline-flex h-12 items-center justify-center border border-ink px-6 text-xs tracking-[0.2em] text-ink uppercase transition-colors hover:border-primary-700 hover:text-primary-800 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500';

export const textButtonClass =
  'text-sm text-ink underline decoration-primary underline-offset-4 hover:text-primary-800 disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline';
