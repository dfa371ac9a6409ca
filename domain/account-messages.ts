import { ACCOUNT_DELETION_CONFIRMATION_WORD } from "./data-rights.ts";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./users.ts";

/** Accounts' texts (docs/product.md#4-messages). */
export const accountMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  passwordRequired: "Password is required",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: "This password is too common. Please choose one that is harder to guess.",
  passwordsDoNotMatch: "Passwords do not match",
  privacyConsentRequired: "Please agree to the privacy notice to create an account",
  privacyNoticeChanged:
    "Our privacy notice has changed since this page was opened. Please reload the page, read it and try again.",
  termsRequired: "Please accept the Terms of Service to create an account",
  signupSuccess: "Account created successfully!",
  signupFailed: "Something went wrong. Please try again .",
  emailTaken: "An account with this email already exists. Please log in instead.",
  /** The same conflict on a signed-in customer's e-mail change, where "log in" makes no sense. */
  emailInUse: "Another account already uses this email address.",
  invalidCredentials: "Invalid email or password",
  accountInactive: "This account is not active. Please contact customer support.",
  adminLoginFailed: "Login failed. Please check your credentials.",
  adminLoginError: "An error occurred. Please try again later.",
  loggedOut: "You have been logged out.",
  logoutFailed: "Logged out locally (API error occurred)",
  refreshInvalid: "Session expired. Please log in again.",
  forgotSent: "Password reset instructions have been sent to your email.",
  forgotFailed: "Failed to send reset email. Please try again.",
  somethingWrong: "Something went wrong",
  resetTokenInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  resetSuccess: "Your password has been reset. Please log in with your new password.",
  profileUpdated: "Profile Updated Successfully!",
  /** A new e-mail is saved only once the link sent to it is opened (docs/decisions/054). */
  emailChangeSent: (newEmail: string) =>
    `Profile Updated Successfully! To change your email, open the link we sent to ${newEmail}. Until then we keep using your current address.`,
  emailChangeLinkInvalid:
    "This link to confirm a new email is invalid, used or expired. Please change your email again from your profile.",
  emailChangeConfirmed: (newEmail: string) => `Your email is now ${newEmail}. Use it to log in.`,
  profileLoadFailed: "We could not load your account. Please try again.",
  currentPasswordRequired: "Please enter your current password to change your email",
  currentPasswordWrong: "Your current password is incorrect",
  passwordChanged: "Your password has been changed.",
  phoneInvalid: "Phone number must be 10 to 15 digits (an optional + first)",
  fieldTooLong: "This field is too long",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  loginLinkSent:
    "This account has had many failed log-in attempts, so a password alone is not enough for now. If your password was right, we have e-mailed you a link to finish logging in.",
  loginLinkInvalid: "This log-in link is invalid, used or expired. Please log in again.",
  accountDeletionOpenOrder:
    "You have an order that is not finished yet (awaiting payment, being packed or on its way). You can delete your account once it has been delivered or cancelled.",
  accountDeletionConfirmationMismatch: `Type ${ACCOUNT_DELETION_CONFIRMATION_WORD} in capital letters to confirm`,
  accountDeleted:
    "Your account has been deleted and you have been signed out. We keep only the tax records of your past orders, as the law requires.",
  accountDeletionFailed: "We could not delete your account. Please try again.",
  dataExportFailed: "We could not prepare your data. Please try again.",
} as const;
