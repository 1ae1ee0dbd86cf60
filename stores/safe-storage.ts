import type { PersistStorage } from 'zustand/middleware';

/**
 * Local storage as JSON that never throws: zustand's own JSON storage lets a parse error
 * (garbage written into 'root26') reject the hydration, which then never finishes and
 * leaves every badge a placeholder. Unreadable means nothing stored; storage that is
 * full or switched off (private windows) means the state lives for this page only.
 */
export function safeJSONStorage<S>(): PersistStorage<S> {
  return {
    getItem(name) {
      try {
        const text = localStorage.getItem(name);
        return text === null ? null : JSON.parse(text);
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      try {
        localStorage.setItem(name, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage disabled: keep working from memory.
      }
    },
    removeItem(name) {
      try {
        localStorage.removeItem(name);
      } catch {
        // As above.
      }
    },
  };
}
