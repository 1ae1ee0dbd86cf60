export { customerPath, newOrderPath } from './customer-key';
export { addCustomerNote, type CustomerNote } from './customer-notes';
export {
  readCustomer,
  type Customer,
  type CustomerAddress,
  type CustomerOrder,
} from './read-customer';
export { searchCustomers, type CustomerPage, type CustomerSummary } from './search-customers';
