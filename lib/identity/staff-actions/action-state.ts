import type { FieldErrors } from '@/lib/domain-error';

/** What a staff form's server action hands back to the form (useActionState). */
export type ActionState<T = undefined> =
  | { status: 'idle' }
  | { status: 'ok'; message: string; data?: T }
  | { status: 'error'; message: string; fields?: FieldErrors };

export const idleState: ActionState<never> = { status: 'idle' };
