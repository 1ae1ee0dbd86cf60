export { idleState, type ActionState } from './action-state';
