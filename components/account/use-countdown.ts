'use client';

import { useEffect, useState } from 'react';

/** Whole seconds left until a moment; `start(seconds)` sets it, 0 once it has passed. */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (!deadline) return;
    // One interval per countdown, reading the clock each second (not counting ticks).
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = (seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setLeft(seconds);
  };
  return { left, start };
}
