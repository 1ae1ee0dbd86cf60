export { deleteAddress, getAddress, saveAddress } from './addresses';
export { invalidGoogleToken } from './errors';
export { verifyGoogleIdToken } from './google-id-token';
export {
  codeSentMessages,
  proveIdentifier,
  provenMessages,
  requestProofCode,
} from './identifier-proof';
export { handlers, signOut } from './next-auth';
export {
  changedMessage,
  changePassword,
  forgotMessage,
  requestPasswordReset,
  resetPassword,
} from './password';
export {
  confirmPhoneChange,
  phoneCodeSentMessage,
  requestPhoneChange,
  updateProfile,
} from './profile';
export { getUser, listAddresses } from './read';
export { currentUserId, leaveIfSignedIn, requireUserId } from './session';
export { signInAnswer } from './sign-in-answer';
export {
  codeSentMessage,
  requestPhoneCode,
  signInWithGoogle,
  signInWithPassword,
  signInWithPhoneCode,
} from './sign-in';
export { signUp, signupMessage } from './signup';
export type { Address, Identifier, User } from './types';
