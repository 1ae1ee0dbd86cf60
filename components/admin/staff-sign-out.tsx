import { signOutOfStaff } from '@/app/[locale]/admin/session-actions';

/** Works without JavaScript: a form posting to the sign-out action. */
export function StaffSignOut() {
  return (
    <form action={signOutOfStaff}>
      <button
        type="submit"
        className="text-ink-soft hover:text-ink text-sm underline-offset-4 hover:underline"
      >
        Sign out
      </button>
    </form>
  );
}
