export type { ActionState } from './action-state';
export { formObject, staffAction } from './staff-action';
