'use client';

import { useEffect, useRef, useState } from 'react';

/** Whole seconds left until a moment; `start(seconds)` sets it, 0 when it has passed. */
export function useCountdown() {
  const deadline = useRef(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(
      () => setLeft(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000))),
      1000,
    );
    return () => clearTimeout(timer);
  }, [left]);

  const start = (seconds: number) => {
    deadline.current = Date.now() + seconds * 1000;
    setLeft(seconds);
  };
  return { left, start };
}
