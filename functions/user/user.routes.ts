/**
 * `/api/user`: password reset by e-mail (open) and the signed-in customer's account. The orders
 * mounted under /api/user too are functions/orders'.
 */
import { passwordChangedResponse } from "../../domain/api/auth.ts";
import { confirmationSchema } from "../../domain/api/envelope.ts";
import { profileResponse, profileUpdatedResponse, rewardPointsResponse } from "../../domain/api/user.ts";
import { personalDataExportResponse } from "../../domain/api/user-data.ts";
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailChangeConfirmSchema,
  forgotPasswordSchema,
  profileUpdateSchema,
  resetPasswordSchema,
} from "../../domain/schemas.ts";
import {
  clearsRefreshCookie,
  refreshTokenDeliveryHeader,
  setsRefreshCookie,
} from "../auth/refresh-cookie.ts";
import { errorResponses, jsonBody, jsonResponse, rateLimitedResponse, routes } from "../lib/openapi.ts";

const publicRoute = routes("public", "User");
const userRoute = routes("user", "User");

export const forgotPassword = publicRoute({
  method: "post",
  path: "/user/forgotpassword",
  summary: "E-mail a password-reset link",
  description:
    "The same answer whether or not an account has the address; an active account gets a single-use link that expires within the hour, and asking again makes older links useless.",
  request: { body: jsonBody(forgotPasswordSchema) },
  responses: {
    200: jsonResponse(confirmationSchema, "Asked: the link is on its way if the account exists."),
    ...errorResponses({ 400: "The body is not JSON, or the e-mail is missing or malformed." }),
    ...rateLimitedResponse("Too many requests from this address or for this e-mail."),
  },
});

export const resetPassword = publicRoute({
  method: "post",
  path: "/user/resetpassword",
  summary: "Set a new password with a reset link's token",
  description: "Spends the token and every other open reset link of the account, and ends all its sessions.",
  request: { body: jsonBody(resetPasswordSchema) },
  responses: {
    200: jsonResponse(confirmationSchema, "The password is changed; the customer logs in with it."),
    ...errorResponses({
      400: "The token is unknown, used or expired, or the new password is too short, too long or too common.",
    }),
    ...rateLimitedResponse("Too many tries from this address or for this account."),
  },
});

export const getProfile = userRoute({
  method: "get",
  path: "/user/profile",
  summary: "Read the signed-in customer's account",
  responses: { 200: jsonResponse(profileResponse, "The account.") },
});

export const updateProfile = userRoute({
  method: "put",
  path: "/user/profile",
  summary: "Save account and personal-information fields",
  description:
    "Saves the fields given and leaves the others. A new e-mail needs `currentPassword`; guesses of it count like password changes. A new e-mail is not saved here: a link is e-mailed to it (`pendingEmail` in the answer), and opening it (`POST /user/email/confirm`) changes the address. Role and status cannot be changed here.",
  request: { body: jsonBody(profileUpdateSchema) },
  responses: {
    200: jsonResponse(
      profileUpdatedResponse,
      "Saved; the account as it is now, and any new e-mail waiting for its link.",
    ),
    ...errorResponses({
      400: "A field is invalid, or the current password is missing or wrong for a new e-mail.",
      409: "Another account has this e-mail.",
    }),
    ...rateLimitedResponse("Too many current-password tries on this account."),
  },
});

export const confirmEmail = publicRoute({
  method: "post",
  path: "/user/email/confirm",
  summary: "Confirm a new e-mail address with the link sent to it",
  description:
    "The link e-mailed to the new address asked for in `PUT /user/profile` makes it the account's e-mail. No session is needed: the token is the proof, and the link may be opened on another device. Links sent to the old address (password resets, log-in links) stop working, and the old address is told of the change.",
  request: { body: jsonBody(emailChangeConfirmSchema) },
  responses: {
    200: jsonResponse(confirmationSchema, "The account's e-mail is now the new address; the link is spent."),
    ...errorResponses({
      400: "The link is malformed, used, expired, replaced by a newer one, or its account is not active.",
      409: "Another account has taken the address meanwhile.",
    }),
    ...rateLimitedResponse("Too many links presented from this address."),
  },
});

export const rewards = userRoute({
  method: "get",
  path: "/user/rewards",
  summary: "Read the signed-in customer's reward points",
  responses: { 200: jsonResponse(rewardPointsResponse, "The balance.") },
});

export const changePassword = userRoute({
  method: "put",
  path: "/user/password",
  summary: "Change the password",
  description:
    "Needs the current password. Every other session of the account ends; this device gets a fresh session (remembered if `remember` is true).",
  request: { headers: refreshTokenDeliveryHeader, body: jsonBody(changePasswordSchema) },
  responses: {
    200: {
      ...jsonResponse(passwordChangedResponse, "Changed; a new access token, and a new refresh cookie."),
      headers: setsRefreshCookie,
    },
    ...errorResponses({
      400: "The current password is wrong, or the new one is too short, too long or too common.",
    }),
    ...rateLimitedResponse("Too many tries on this account."),
  },
});

export const exportData = userRoute({
  method: "get",
  path: "/user/data-export",
  summary: "Download everything the shop holds about the signed-in customer",
  description:
    "A JSON file (Content-Disposition: attachment): the account, privacy consents, saved address, every order with its lines, payment, parcel and tax documents, reward points, contact messages sent while signed in, and staff actions on the account (decision 022).",
  responses: {
    200: jsonResponse(personalDataExportResponse, "The customer's data."),
  },
});

export const deleteAccount = userRoute({
  method: "post",
  path: "/user/delete-account",
  summary: "Delete the signed-in customer's account",
  description:
    "Needs the password. Ends every session and erases the personal data; orders and their tax invoices and credit notes are kept as tax law requires, with the name and address the invoice shows (decision 022). Refused while an order is unpaid, being packed or on its way.",
  request: { body: jsonBody(deleteAccountSchema) },
  responses: {
    200: {
      ...jsonResponse(confirmationSchema, "Deleted; the customer is signed out."),
      headers: clearsRefreshCookie,
    },
    ...errorResponses({
      400: "The password is missing or wrong.",
      409: "An order is still open (awaiting payment, being packed or on its way).",
    }),
    ...rateLimitedResponse("Too many password tries on this account."),
  },
});
