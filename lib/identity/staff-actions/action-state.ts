/** What a staff form's server action hands back to the form (lib/http/form-reply.ts). */
export { type FormReply as ActionState, idleReply as idleState } from '@/lib/http/form-reply';
