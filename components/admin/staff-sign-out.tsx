/** Works without JavaScript: a form posting to the sign-out action. */
export function StaffSignOut({ action }: { action: () => Promise<void> }) {
  return (
    <form action={action}>
      <button
        type="submit"
        className="text-ink-soft hover:text-ink text-sm underline-offset-4 hover:underline"
      >
        Sign out
      </button>
    </form>
  );
}
