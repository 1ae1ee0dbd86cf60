export { deleteAddress, getAddress, saveAddress } from './accounts/addresses';
export { invalidGoogleToken } from './accounts/errors';
export { verifyGoogleIdToken } from './accounts/google-id-token';
export {
  codeSentMessages,
  proveIdentifier,
  provenMessages,
  requestProofCode,
} from './accounts/identifier-proof';
export { handlers } from './accounts/next-auth';
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
export { getUser } from './accounts/read';
export { currentUserId, leaveIfSignedIn, requireUserId } from './accounts/session';
export {
  codeSentMessage,
  requestPhoneCode,
  signInWithGoogle,
  signInWithPassword,
  signInWithPhoneCode,
} from './accounts/sign-in';
export { signInAnswer } from './accounts/sign-in-answer';
export { signUp, signupMessage } from './accounts/signup';
export { type Address, type Identifier, type User } from './accounts/types';
export {
  emailParamsSchema,
  phoneParamsSchema,
  userAddressParamsSchema,
  userIdParamsSchema,
} from './schemas/user-api';
export { addToWishlist, listWishlist, removeFromWishlist } from './wishlist/wishlist';
