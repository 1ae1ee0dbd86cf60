export { type BookableCourier, pathaoWeight } from './couriers/names';
