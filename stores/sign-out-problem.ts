import { create } from 'zustand';

type SignOutProblem = {
  /** The last sign-out did not end the session (offline, or the server refused). */
  failed: boolean;
  report(failed: boolean): void;
};

/** Said by the shell until she dismisses it or signs out again. */
export const useSignOutProblem = create<SignOutProblem>()((set) => ({
  failed: false,
  report: (failed) => set({ failed }),
}));
