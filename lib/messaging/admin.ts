export { orderMessageEventLabels } from './order-template-keys';
