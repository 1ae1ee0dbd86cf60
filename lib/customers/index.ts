export { deleteAddress, getAddress, saveAddress } from './accounts/addresses';
export { invalidGoogleToken } from './accounts/errors';
export { verifyGoogleIdToken } from './accounts/google-id-token';
export {
  codeSentMessages,
  proveIdentifier,
  provenMessages,
  requestProofCode,
} from './accounts/identifier-proof';
export { handlers, signOut } from './accounts/next-auth';
export {
  changedMessage,
  changePassword,
  forgotMessage,
  requestPasswordReset,
  resetPassword,
} from './accounts/password';
export {
  confirmPhoneChange,
  phoneCodeSentMessage,
  requestPhoneChange,
  updateProfile,
} from './accounts/profile';
export { getUser, listAddresses } from './accounts/read';
export { currentUserId, leaveIfSignedIn, requireUserId } from './accounts/session';
export { signInAnswer } from './accounts/sign-in-answer';
export {
  codeSentMessage,
  requestPhoneCode,
  signInWithGoogle,
  signInWithPassword,
  signInWithPhoneCode,
} from './accounts/sign-in';
export { signUp, signupMessage } from './accounts/signup';
export { type Address, type Identifier, type User } from './accounts/types';
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
export { addToWishlist, listWishlist, removeFromWishlist } from './wishlist/wishlist';
