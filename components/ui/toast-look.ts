export type ToastTone = 'success' | 'error';

const tones: Record<ToastTone, string> = {
  success: 'border-l-primary',
  error: 'border-l-red-700',
};

/** Where passing notices show: the foot of a phone's screen, the lower right of a larger one. */
export const toastRegionClass =
  'pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-8 sm:bottom-8';

/** A notice's box in that place, its left edge in the tone of what it says. */
export const toastBoxClass = (tone: ToastTone) =>
  `text-ink pointer-events-auto flex w-full max-w-sm items-center gap-2 border border-l-2 border-stone-200 bg-white py-4 pr-2 pl-5 shadow-xl shadow-stone-900/10 motion-safe:animate-[rise-in_200ms_ease-out] ${tones[tone]}`;
