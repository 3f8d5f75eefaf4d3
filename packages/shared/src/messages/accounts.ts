/**
 * Account texts: sign-up, login, reset, the session and route guard, change-role and profile
 * (owner document section 8 "Auth failures", "Auth success defaults" and "Route guard
 * messages"; customer document section 8 user fetch, logout, change role and reset rows;
 * validation texts of both documents' section 5; server-rules.md section 7). Quoted texts
 * are to the letter; the server's own refusals name what is wrong (server-rules.md section 1).
 */
export const ACCOUNT_MSG = {
  // Sign-up (owner document sections 5 and 8)
  enterEmail: "Please enter your email",
  invalidOtp: "Please enter a valid 6-digit OTP",
  registerFields: "Please fill all fields. Password must be at least 8 characters.",
  sendOtpFailed: "Failed to send OTP. Please try again.",
  verifyOtpFailed: "OTP verification failed. Please try again.",
  resendOtpFailed: "Failed to resend OTP. Please try again.",
  registrationFailed: "Registration failed. Please try again.",
  registrationSuccess: "Registration successful!",
  // Login (owner document section 8)
  loginFailed: "Login failed. Please check your credentials and try again.",
  loginSuccess: "Login successful!",
  // Reset password (both documents, sections 5 and 8)
  invalidResetCode: "Please enter a valid 6-digit code",
  passwordMin: "Password must be at least 8 characters",
  passwordsMismatch: "Passwords do not match",
  sendResetFailed: "Failed to send reset code. Please try again.",
  codeVerifyFailed: "Code verification failed. Please try again.",
  resetFailed: "Failed to reset password. Please try again.",
  resetCodeSent: "Reset code sent to your email",
  codeVerified: "Code verified successfully",
  passwordReset: "Password reset successfully",
  // Session and route guard (customer document sections 4 and 8, owner document section 2)
  loginRequired: "Please login to access this page",
  ownerRequired: "Owner access required for this page",
  sessionExpired: "Session expired. Please login again.",
  loggedOut: "Logged out successfully",
  // Change role (customer document section 8; server-rules.md section 7)
  changeRoleFailed: "Failed to update account status. Please try again.",
  becameOwner: "You are now an owner. Start listing your cars!",
  alreadyOwner: "You are already an owner. Start listing your cars!",
  // Profile (customer document section 2)
  profileLoginRequired: "Please log in to view your profile",
  // Profile photo (customer document sections 2, 5 and 8; server-rules.md section 7)
  photoRequired: "Please select an avatar or upload a custom image",
  photoUpdated: "Profile photo updated successfully",
  photoUploaded: "Profile photo uploaded successfully",
  photoRemoved: "Profile photo removed successfully",
  photoUpdateFailed: "Failed to update profile photo",
  photoRemoveFailed: "Failed to remove profile photo",
  avatarNotOffered: "Please choose one of the avatars we offer",
  avatarNotFound: "Avatar not found",
  // Change password (customer document sections 5 and 8; server-rules.md section 7)
  passwordFieldsRequired: "Please fill in all password fields",
  newPasswordMismatch: "New password and confirmation do not match",
  newPasswordMin: "New password must be at least 8 characters long",
  newPasswordSame: "New password must be different from current password",
  passwordMinInline: "Password must be at least 8 characters long",
  changePasswordFailed: "Failed to change password. Please try again.",
  passwordChanged: "Password changed successfully. Other devices have been signed out.",
  currentPasswordWrong: "Current password is incorrect",
  // Delete account (customer document sections 5 and 8; server-rules.md section 7)
  deletePasswordRequired: "Please enter your password to confirm deletion",
  deleteAccountFailed: "Failed to delete account. Please try again.",
  deletePasswordWrong: "Incorrect password. Your account was not deleted.",
  deleteWhileOnRent:
    "You cannot delete your account while a trip is on rent. Try again once the car is returned.",
  accountDeleted: "Your account has been deleted",
  /** The name an erased account shows on the trips and reviews it leaves behind. */
  deletedUserName: "Deleted user",
  /** The reasons the bookings cancelled by an account deletion carry. */
  renterClosedAccount: "The renter closed their account",
  ownerClosedAccount: "The owner closed their account",
  // Server refusals and answers (server-rules.md sections 1 and 7)
  badCredentials: "Invalid email or password",
  accountExists: "An account with this email already exists",
  noAccount: "No account exists for this email",
  codeInvalid: "Invalid or expired code. Please request a new one.",
  codeTooManyTries: "Too many wrong attempts. Please request a new code.",
  verificationInvalid: "Verification expired or invalid. Please verify your email again.",
  otpSent: "Verification code sent to your email",
  notSignedIn: "Please login to continue",
  sessionInvalid: "Your session has expired. Please login again.",
} as const;

/** 429 text for the resend gap, naming when to retry (server-rules.md section 9). */
export const waitBeforeResend = (seconds: number) =>
  `Please wait ${seconds} seconds before requesting a new code`;

/**
 * The owner's profile image (owner document sections 2, 7 and 8): the answers of POST
 * /api/owner/update-image and the picker's failure text.
 */
export const OWNER_IMAGE_MSG = {
  imageUpdated: "Profile image updated successfully",
  imageUpdateFailed: "Failed to update profile image. Please try again.",
  imageRequired: "Please choose an image to upload",
} as const;
