'use client';

import * as Radix from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { CloseButton } from './close-button';

/**
 * The kit's modal on Radix Dialog: focus moves in and stays there, Escape and a tap outside
 * close it, and focus goes back to what opened it. Radix gives focus back only to its own
 * Trigger; for a dialog opened any other way (after Add to cart, a lazily loaded body) the
 * element that had focus when it opened gets it back.
 */
function useFocusReturn(returnFocus?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = returnFocus?.current ?? opener.current;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}

export type ModalProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The control that opens it, when it has one: wrapped in Radix's Trigger (`asChild`). */
  trigger?: ReactNode;
  title: ReactNode;
  /** Shown under the title and tied to the dialog; or only named by the title when absent. */
  description?: ReactNode;
  /** Keep the title for screen readers only (a menu's own heading says the same). */
  titleHidden?: boolean;
  closeLabel: string;
  children: ReactNode;
  /** Classes of the panel, beside its look's own. */
  className?: string;
  /**
   * Render the panel as a <dialog open> element rather than a <div role=dialog>: the
   * same to assistive technology, and what the store's tests of the older native dialogs
   * looked for (`dialog[open]`).
   */
  asDialogElement?: boolean;
  /** Where focus goes back on closing; the element that had it when it opened otherwise. */
  returnFocus?: RefObject<HTMLElement | null>;
};

type PanelProps = ModalProps & { panelClassName: string; overlayClassName: string };

const titleClass = 'text-ink text-xs tracking-[0.3em] uppercase';

/** What Dialog and Drawer share: the overlay, the focus handling, the header. */
function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  titleHidden,
  closeLabel,
  children,
  className,
  asDialogElement,
  returnFocus,
  panelClassName,
  overlayClassName,
}: PanelProps) {
  const focus = useFocusReturn(returnFocus);
  const panel = (
    <>
      <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-6 py-4">
        <div className={titleHidden ? 'sr-only' : undefined}>
          <Radix.Title className={titleClass}>{title}</Radix.Title>
          {description && (
            <Radix.Description className="text-ink-muted mt-1 text-sm">
              {description}
            </Radix.Description>
          )}
        </div>
        <Radix.Close asChild>
          <CloseButton label={closeLabel} />
        </Radix.Close>
      </div>
      {children}
    </>
  );
  return (
    <Radix.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Radix.Trigger asChild>{trigger}</Radix.Trigger>}
      <Radix.Portal>
        <Radix.Overlay className={overlayClassName} />
        <Radix.Content
          {...focus}
          // Without a description the title alone names it; Radix asks for an explicit undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
          asChild={asDialogElement}
          className={`${panelClassName} ${className ?? ''}`}
        >
          {asDialogElement ? <dialog open>{panel}</dialog> : panel}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

const overlay = 'bg-ink/40 fixed inset-0 z-40 motion-safe:animate-[fade-in_150ms_ease-out]';

/** A centred dialog: the size guide, a staff confirmation. */
export function Dialog(props: ModalProps) {
  return (
    <Modal
      {...props}
      overlayClassName={overlay}
      panelClassName="text-ink fixed inset-x-4 top-1/2 z-50 m-0 mx-auto flex max-h-[85dvh] max-w-2xl -translate-y-1/2 flex-col overflow-y-auto border-0 bg-white p-0 shadow-2xl outline-none"
    />
  );
}

export type DrawerProps = ModalProps & {
  /** The side it comes from on wider screens, and on a phone too when `sheet` is false. */
  side?: 'left' | 'right';
  /**
   * A bottom sheet on a phone (true by default). A menu keeps its side panel at every width:
   * its list is long, and the strip of page beside it is what a tap closes it on.
   */
  sheet?: boolean;
};

/**
 * A panel that slides in: a bottom sheet on a phone (thumb's reach, the page still seen
 * above it), a full-height side panel from the small-tablet width on.
 */
export function Drawer({ side = 'right', sheet = true, ...props }: DrawerProps) {
  const panel =
    'text-ink fixed z-50 m-0 flex flex-col border-0 bg-white p-0 shadow-2xl outline-none';
  const edge = {
    right: 'sm:right-0 sm:left-auto sm:motion-safe:animate-[slide-in-right_200ms_ease-out]',
    left: 'sm:left-0 sm:right-auto sm:motion-safe:animate-[slide-in-left_200ms_ease-out]',
  }[side];
  const sidePanel = {
    right:
      'inset-y-0 right-0 left-auto h-dvh max-h-none w-[86vw] max-w-md motion-safe:animate-[slide-in-right_200ms_ease-out]',
    left: 'inset-y-0 left-0 right-auto h-dvh max-h-none w-[86vw] max-w-sm motion-safe:animate-[slide-in-left_200ms_ease-out]',
  }[side];
  const shape = sheet
    ? `inset-x-0 bottom-0 max-h-[90dvh] w-full max-w-none motion-safe:animate-[slide-in-up_200ms_ease-out] sm:inset-y-0 sm:h-dvh sm:max-h-none sm:w-[92vw] sm:max-w-md ${edge}`
    : sidePanel;
  return <Modal {...props} overlayClassName={overlay} panelClassName={`${panel} ${shape}`} />;
}

/** A control inside a dialog or drawer that closes it (Cancel, a link onwards). */
export const DialogClose = Radix.Close;
