/**
 * What the shopper did to a part the server drew before its code came (./live-on-intent.tsx),
 * kept by the place of each element under the part, and done again to the part once React
 * has drawn it anew: the same elements stand in the same places.
 */
export type HeldActions = {
  /** Where the focus was. */
  focus: number[] | null;
  /** What she pressed, in turn. */
  presses: number[][];
  /** What she chose in a list (a `<select>`), which no press of hers says. */
  choices: { place: number[]; value: string }[];
  /** Where a mouse pointer last was. */
  pointer: { x: number; y: number } | null;
  /** A link she pressed elsewhere on the page after a held press: followed once it is made. */
  leaving: HTMLElement | null;
};

export const nothingHeld = (): HeldActions => ({
  focus: null,
  presses: [],
  choices: [],
  pointer: null,
  leaving: null,
});

/** Where `node` sits under `root`: the index of each element on the way down. */
export function placeOf(root: Element, node: Element): number[] {
  const place: number[] = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    if (!at.parentElement) return [];
    place.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return place;
}

function elementAt(root: Element | null, place: number[]): HTMLElement | null {
  let at: Element | null | undefined = root;
  for (const index of place) at = at?.children[index];
  return at instanceof HTMLElement ? at : null;
}

/** Where the focus is under `root`, if it is. */
export function focusUnder(root: Element): number[] | null {
  const focused = document.activeElement;
  return focused && root.contains(focused) ? placeOf(root, focused) : null;
}

/** A press that leaves the page where it is: a plain left click on a link, not a new tab. */
export function linkLeaving(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && (!link.target || link.target === '_self')
    ? link
    : null;
}

/** Follows a link held while a press before it waited for the part's code. */
export function follow(link: HTMLElement) {
  link.removeAttribute('aria-busy');
  if (link.isConnected) link.click();
}

/** Does again, to the part now drawn by its code under `root`, what she did before it came. */
export function replayOnto(root: HTMLElement, held: HeldActions) {
  const { focus, presses, choices, pointer, leaving } = held;
  if (focus) elementAt(root, focus)?.focus({ preventScroll: true });
  // A pointer resting on the part enters what is now under it (a menu opens on hover).
  const under = pointer && document.elementFromPoint(pointer.x, pointer.y);
  if (under && root.contains(under)) {
    under.dispatchEvent(
      new MouseEvent('mouseover', { bubbles: true, clientX: pointer.x, clientY: pointer.y }),
    );
  }
  for (const place of presses) elementAt(root, place)?.click();
  for (const { place, value } of choices) {
    const list = elementAt(root, place);
    if (list instanceof HTMLSelectElement && list.value !== value) {
      // React hears a list's choice from its change event alone (no tracked value).
      list.value = value;
      list.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  if (leaving) follow(leaving);
}

/**
 * Sees to a press whose button went down on the server's drawing and comes up once the part
 * is live. React has drawn the element anew in between, so the browser's click goes to what
 * the two elements share, not to either, and the press would be lost: if she lets go on the
 * element now standing where she pressed and no click reaches it, it is pressed for her.
 * `root` gives the part's root as it is at each moment; `live` whether its code has come.
 * A touch needs none of this: the browser makes its click where she lifts her finger.
 */
export function finishPressAcrossRedraw(
  down: PointerEvent,
  root: () => HTMLElement | null,
  live: () => boolean,
) {
  if (down.pointerType === 'touch' || down.button !== 0) return;
  const held = root();
  if (!held || !(down.target instanceof Element)) return;
  const place = placeOf(held, down.target);
  const standing = () => elementAt(root(), place);
  let clicked = false;
  const sawClick = (event: MouseEvent) => {
    if (event.target instanceof Node && standing()?.contains(event.target)) clicked = true;
  };
  const release = (event: PointerEvent) => {
    if (event.pointerId !== down.pointerId) return;
    stop();
    const releasedOn = event.target;
    if (event.button !== 0 || !(releasedOn instanceof Node)) return;
    // The browser's click, if it makes one, comes in the same task as the release.
    window.addEventListener('click', sawClick, true);
    setTimeout(() => {
      window.removeEventListener('click', sawClick, true);
      const now = live() ? standing() : null;
      if (!clicked && now?.contains(releasedOn)) now.click();
    });
  };
  const cancel = (event: PointerEvent) => {
    if (event.pointerId === down.pointerId) stop();
  };
  const stop = () => {
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', cancel, true);
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', cancel, true);
}
