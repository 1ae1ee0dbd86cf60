'use client';

import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';

/** How far below the screen a held-back part starts to load: about a phone screen. */
const nearMargin = '800px 0px';

/** Starts the part's loading when the time has come; returns how to stop waiting for it. */
type Trigger = (drawn: Element | null, start: () => void) => (() => void) | void;

/**
 * A component whose code the browser fetches only when `trigger` says so. On the server it
 * renders at once, so the page's HTML has it in full; in the browser React keeps that HTML
 * as it is, not yet interactive, until the code has come (docs/architecture.md, Serving).
 *
 * A button pressed before then would be lost (React drops an event on HTML whose code has
 * not come): the press starts the loading, and the button is pressed again once it works.
 * Its wrapper has no box of its own (`display: contents`), so the part keeps its place in
 * the layout; what is watched is the part's own element, drawn by the server.
 */
function loadLater<P extends object>(load: () => Promise<ComponentType<P>>, trigger: Trigger) {
  let start = () => {};
  const started =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          start = resolve;
        });
  let arrived = false;
  let pressed: HTMLButtonElement | null = null;
  const Held = lazy(() =>
    started.then(load).then((Component) => {
      arrived = true;
      return { default: Component };
    }),
  );
  /** Drawn beside the part, in its Suspense boundary: its effect runs once the part works. */
  function PressAgain() {
    useEffect(() => {
      const button = pressed;
      pressed = null;
      if (button?.isConnected) button.click();
    }, []);
    return null;
  }
  return function LoadedLater(props: P) {
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const wrapper = place.current;
      if (!wrapper) return;
      const early = (event: MouseEvent) => {
        // Once the code is here, React makes the part work before it handles the press.
        if (arrived) return;
        const button = (event.target as Element).closest('button');
        if (!button) return;
        event.preventDefault();
        pressed = button;
        start();
      };
      wrapper.addEventListener('click', early);
      const stopWaiting = trigger(wrapper.firstElementChild, () => start());
      return () => {
        wrapper.removeEventListener('click', early);
        stopWaiting?.();
      };
    }, []);
    return (
      <div ref={place} className="contents">
        <Suspense fallback={null}>
          <Held {...props} />
          <PressAgain />
        </Suspense>
      </div>
    );
  };
}

/**
 * A part out of sight at first (far down the page, or hidden at this width), its code
 * loaded when it comes within a screen of being seen: a shopper who never scrolls there,
 * or a phone that never shows it, never downloads it.
 */
export function loadWhenNear<P extends object>(load: () => Promise<ComponentType<P>>) {
  return loadLater(load, (drawn, start) => {
    // Drawn in the browser (a page reached by a link): there is no HTML to keep meanwhile.
    if (!drawn) return start();
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        start();
        observer.disconnect();
      },
      { rootMargin: nearMargin },
    );
    observer.observe(drawn);
    return () => observer.disconnect();
  });
}

/**
 * A part that matters only once the page has been scrolled (a bar that follows her down,
 * a way back to the top), its code loaded at the first scroll.
 */
export function loadOnFirstScroll<P extends object>(load: () => Promise<ComponentType<P>>) {
  return loadLater(load, (_drawn, start) => {
    if (window.scrollY > 0) return start();
    window.addEventListener('scroll', start, { once: true, passive: true });
    return () => window.removeEventListener('scroll', start);
  });
}
