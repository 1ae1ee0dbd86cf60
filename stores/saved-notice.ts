import { create } from 'zustand';

type SavedNotice = {
  /** The piece just saved to the wishlist, or null when nothing is being said. */
  name: string | null;
  /** Counts every save, so saving the same piece again says it again. */
  round: number;
  announce(name: string): void;
  dismiss(): void;
};

/** The "saved to your wishlist" notice: a heart says it, the page's one toast shows it. */
export const useSavedNotice = create<SavedNotice>()((set) => ({
  name: null,
  round: 0,
  announce: (name) => set((state) => ({ name, round: state.round + 1 })),
  dismiss: () => set({ name: null }),
}));
