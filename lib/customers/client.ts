export { customerNoteLength } from './schemas/customers';
