export { getHomeContent } from './home-content';
export type { OccasionCover } from './occasion-covers';
