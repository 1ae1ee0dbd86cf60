/** Works without JavaScript: a form posting to the sign-out action. */
type Props = { action: () => Promise<void>; label: string };

export function StaffSignOut({ action, label }: Props) {
  return (
    <form action={action}>
      <button
        type="submit"
        className="text-ink-soft hover:text-ink text-sm underline-offset-4 hover:underline"
      >
        {label}
      </button>
    </form>
  );
}
