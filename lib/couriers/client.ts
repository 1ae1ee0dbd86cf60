export { pathaoWeight, type BookableCourier } from './names';
