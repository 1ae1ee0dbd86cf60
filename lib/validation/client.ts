export { districtsByDivision, type Division, divisions } from './bangladesh-regions';
export { normalizePhone, phoneSchema } from './phone';
