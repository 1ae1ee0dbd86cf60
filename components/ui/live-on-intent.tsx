'use client';

import { lazy, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import {
  finishPressAcrossRedraw,
  focusUnder,
  follow,
  type HeldActions,
  linkLeaving,
  nothingHeld,
  placeOf,
  replayOnto,
} from './held-actions';

/** What a shopper does first when she reaches for a page: point, touch, press a key, scroll. */
const intents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
];

/** After a failed load, only these ask again: not every movement of the pointer. */
const deliberate = new Set(['pointerdown', 'touchstart', 'keydown']);

/** Kept as one object: React sets an element's inner HTML again whenever this changes. */
const asTheServerDrewIt = { __html: '' };
const noChange = () => () => {};
const notHydrating = () => false;
const hydrating = () => true;

type Options<P> = {
  /**
   * The part as the server draws it: the same component, imported through `#server-drawn/`
   * (package.json "imports"), which the browser's bundle resolves to nothing.
   */
  drawn: ComponentType<P> | undefined;
  /** The part's code, which the browser loads when the shopper first reaches for the page. */
  load: () => Promise<ComponentType<P>>;
  /** Whether the part must come at once: what the server drew is not what she should see. */
  useNeededNow?: (props: P) => boolean;
};

const notNeededNow = () => false;

/**
 * A part of a page whose code the browser loads when the shopper first reaches for the page
 * (a pointer, a touch, a key, a scroll), not with the page (docs/architecture.md, "Serving").
 * The server draws it in full. While the page hydrates, React leaves the inside of an element
 * with `dangerouslySetInnerHTML` as it is, so the server's drawing stays, inert, until the
 * code has come; React then draws the part anew in its place, and what she did in between
 * is done again (./held-actions.ts). Nothing of it is a dehydrated Suspense boundary, which
 * a navigation would wait for. Mounted by a navigation in the browser, it draws at once.
 */
export function liveOnIntent<P extends object>({
  drawn: Drawn,
  load,
  useNeededNow = notNeededNow,
}: Options<P>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let failed = false;
  const fetchPart = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = null;
        failed = true;
        throw error;
      },
    ));
  const MountedInBrowser = lazy(() => fetchPart().then((part) => ({ default: part })));

  return function LiveOnIntent(props: P) {
    const hydratingNow = useSyncExternalStore(noChange, notHydrating, hydrating);
    // The server's drawing, kept until the part is live: known at the first render only.
    const [held] = useState(hydratingNow);
    const [Live, setLive] = useState<ComponentType<P> | null>(() => loaded);
    const [wanted, setWanted] = useState(false);
    const neededNow = useNeededNow(props);
    const root = useRef<HTMLDivElement>(null);
    const replay = useRef<HeldActions>(nothingHeld());

    useEffect(() => {
      const element = root.current;
      if (Live || !held || !element) return;
      const want = (event: Event) => {
        if (event instanceof PointerEvent && event.pointerType === 'mouse') {
          replay.current.pointer = { x: event.clientX, y: event.clientY };
        }
        if (!failed || deliberate.has(event.type)) setWanted(true);
      };
      // Typing into the server's drawing would be lost when it is drawn anew.
      const holdTyping = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) {
          event.preventDefault();
          setWanted(true);
        }
      };
      // A list's choice is made by the browser's own menu: it is kept and made again.
      const holdChoice = (event: Event) => {
        if (event.target instanceof HTMLSelectElement) {
          const { choices } = replay.current;
          choices.push({ place: placeOf(element, event.target), value: event.target.value });
          setWanted(true);
        }
      };
      // Add to bag, then the bag at once: the bag waits for the press to be made, or it
      // opens without what she added.
      const holdLeaving = (event: MouseEvent) => {
        const link = replay.current.presses.length > 0 && linkLeaving(event);
        if (link && !element.contains(link)) {
          event.preventDefault();
          event.stopPropagation();
          // Said to her screen reader and cursor: the link is working, not ignored.
          link.setAttribute('aria-busy', 'true');
          replay.current.leaving = link;
        }
      };
      // Her button may come up only once the part is live, on the element drawn anew.
      const pressDown = (event: PointerEvent) =>
        finishPressAcrossRedraw(
          event,
          () => root.current,
          () => root.current?.hasAttribute('data-live') ?? false,
        );
      const passive = { capture: true, passive: true };
      for (const type of intents) window.addEventListener(type, want, passive);
      element.addEventListener('pointerdown', pressDown, passive);
      window.addEventListener('beforeinput', holdTyping, true);
      window.addEventListener('click', holdLeaving, true);
      element.addEventListener('change', holdChoice, true);
      return () => {
        for (const type of intents) window.removeEventListener(type, want, passive);
        window.removeEventListener('beforeinput', holdTyping, true);
        window.removeEventListener('click', holdLeaving, true);
        element.removeEventListener('change', holdChoice, true);
        element.removeEventListener('pointerdown', pressDown, passive);
        // Gone without being followed (she went back): the link is not left working.
        replay.current.leaving?.removeAttribute('aria-busy');
      };
    }, [Live, held]);

    useEffect(() => {
      if (Live || !held || !(wanted || neededNow)) return;
      let current = true;
      fetchPart().then(
        (part) => {
          const element = root.current;
          if (!current || !element) return;
          replay.current.focus = focusUnder(element);
          setLive(() => part);
        },
        // Offline, or a new deployment's files: her next press or key tries again. A link she
        // pressed meanwhile is followed: she is not kept on the page for what could not come.
        () => {
          if (!current) return;
          const { leaving } = replay.current;
          if (leaving) {
            replay.current = nothingHeld();
            follow(leaving);
          }
          setWanted(false);
        },
      );
      return () => {
        current = false;
      };
    }, [Live, held, wanted, neededNow]);

    useEffect(() => {
      const element = root.current;
      if (!Live || !element) return;
      const actions = replay.current;
      replay.current = nothingHeld();
      replayOnto(element, actions);
    }, [Live]);

    if (typeof window === 'undefined') {
      return <div className="contents">{Drawn && <Drawn {...props} />}</div>;
    }
    if (Live) {
      return (
        <div ref={root} className="contents" data-live="">
          <Live {...props} />
        </div>
      );
    }
    if (held) {
      // A press is held as a React handler, not a listener of ours: a press during hydration
      // makes React hydrate at once and hand it over before any effect of ours has run.
      return (
        <div
          ref={root}
          className="contents"
          dangerouslySetInnerHTML={asTheServerDrewIt}
          suppressHydrationWarning
          onClickCapture={(event) => {
            event.preventDefault();
            event.stopPropagation();
            if (root.current && event.target instanceof Element) {
              replay.current.presses.push(placeOf(root.current, event.target));
            }
            setWanted(true);
          }}
        />
      );
    }
    return (
      <div ref={root} className="contents" data-live="">
        <MountedInBrowser {...props} />
      </div>
    );
  };
}
