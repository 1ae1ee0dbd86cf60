type Props = { title: string; description?: string; actions?: React.ReactNode };

/** The title block of a staff page, with its main actions on the right (below on a phone). */
export function AdminPageHeader({ title, description, actions }: Props) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-ink text-2xl font-light tracking-wide sm:text-3xl">{title}</h1>
        {description && <p className="text-ink-soft mt-2 max-w-2xl text-sm">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 gap-3">{actions}</div>}
    </div>
  );
}
