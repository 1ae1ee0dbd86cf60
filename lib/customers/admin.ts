export { signOut } from './accounts/next-auth';
export { customerPath, newOrderPath } from './directory/customer-key';
export { addCustomerNote, type CustomerNote } from './directory/customer-notes';
export {
  type Customer,
  type CustomerAddress,
  type CustomerOrder,
  readCustomer,
} from './directory/read-customer';
export {
  type CustomerPage,
  type CustomerSummary,
  searchCustomers,
} from './directory/search-customers';
export { customerNoteSchema, customerSearchSchema } from './schemas/customers';
