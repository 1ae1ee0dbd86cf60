export { sameSecret } from './same-secret';
