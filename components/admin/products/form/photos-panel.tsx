import { Panel } from '@/components/admin/panel';

/** The photos' panel beside the form: the manager once the product exists, a note before. */
export function PhotosPanel({ children }: { children?: React.ReactNode }) {
  return (
    <Panel title="Photos">
      {children ?? (
        <p className="text-ink-soft text-sm">
          Add photos once the product is created: save it first, it stays a draft.
        </p>
      )}
    </Panel>
  );
}
