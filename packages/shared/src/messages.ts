/**
 * Every user-facing sentence that the specification quotes, spelled to the letter, plus the
 * server's own refusal messages (server-rules.md section 1: a sentence a person can read).
 * Client and server import from here so a text is written once.
 */
export const MSG = {
  // Auth dialog and registration (owner document sections 5 and 8)
  enterEmail: "Please enter your email",
  invalidOtp: "Please enter a valid 6-digit OTP",
  registerFields: "Please fill all fields. Password must be at least 8 characters.",
  sendOtpFailed: "Failed to send OTP. Please try again.",
  verifyOtpFailed: "OTP verification failed. Please try again.",
  resendOtpFailed: "Failed to resend OTP. Please try again.",
  registrationFailed: "Registration failed. Please try again.",
  loginFailed: "Login failed. Please check your credentials and try again.",
  registrationSuccess: "Registration successful!",
  loginSuccess: "Login successful!",
  // Reset password (both documents)
  invalidResetCode: "Please enter a valid 6-digit code",
  passwordMin: "Password must be at least 8 characters",
  passwordsMismatch: "Passwords do not match",
  sendResetFailed: "Failed to send reset code. Please try again.",
  codeVerifyFailed: "Code verification failed. Please try again.",
  resetFailed: "Failed to reset password. Please try again.",
  resetCodeSent: "Reset code sent to your email",
  codeVerified: "Code verified successfully",
  passwordReset: "Password reset successfully",
  // Session and route guard (customer document section 4, owner document section 2)
  loginRequired: "Please login to access this page",
  ownerRequired: "Owner access required for this page",
  sessionExpired: "Session expired. Please login again.",
  loggedOut: "Logged out successfully",
  // Server refusals (server-rules.md sections 1 and 7)
  badCredentials: "Invalid email or password",
  accountExists: "An account with this email already exists",
  noAccount: "No account exists for this email",
  codeInvalid: "Invalid or expired code. Please request a new one.",
  codeTooManyTries: "Too many wrong attempts. Please request a new code.",
  verificationInvalid: "Verification expired or invalid. Please verify your email again.",
  otpSent: "Verification code sent to your email",
  notSignedIn: "Please login to continue",
  sessionInvalid: "Your session has expired. Please login again.",
  notFound: "Not found",
  internal: "Something went wrong on our side. Please try again.",
  // Navigation bar and profile (customer document sections 2 and 8)
  changeRoleFailed: "Failed to update account status. Please try again.",
  profileLoginRequired: "Please log in to view your profile",
} as const;

/** 429 text for the resend gap, naming when to retry. */
export const waitBeforeResend = (seconds: number) =>
  `Please wait ${seconds} seconds before requesting a new code`;
