/**
 * The account forms' zod schemas, in one module that `useFieldErrors` loads on demand: zod and
 * the common-password list (~26 KB gzipped) stay off the page until the visitor starts typing,
 * which keeps the login and sign-up pages' main thread free while they load (bench/budgets.ts).
 */
import { z } from "zod";
import { accountMessages } from "../../../domain/account-messages.ts";
import { ACCOUNT_DELETION_CONFIRMATION_WORD } from "../../../domain/data-rights.ts";
import { emailSchema } from "../../../domain/fields.ts";
import {
  deleteAccountSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  phoneSchema,
  profileUpdateSchema,
  resetPasswordFormSchema,
  signupFormSchema,
} from "../../../domain/schemas.ts";

export const formSchemas = {
  login: z.object({ email: emailSchema, password: z.string().min(1, accountMessages.passwordRequired) }),
  signup: signupFormSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordFormSchema,
  changePassword: z
    .object({
      currentPassword: z.string().min(1, accountMessages.passwordRequired),
      newPassword: newPasswordSchema,
      confirmPassword: z.string(),
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      message: accountMessages.passwordsDoNotMatch,
      path: ["confirmPassword"],
    }),
  /** Deleting the account: the password the server checks, and the typed word only the form asks for. */
  deleteAccount: deleteAccountSchema.extend({
    confirmation: z.literal(ACCOUNT_DELETION_CONFIRMATION_WORD, {
      error: accountMessages.accountDeletionConfirmationMismatch,
    }),
  }),
  /** A new e-mail or phone; the current password a new e-mail needs is checked by the form. */
  editProfile: z.object({ email: emailSchema, phone: phoneSchema }),
  personalInfo: profileUpdateSchema
    .pick({
      firstName: true,
      lastName: true,
      phone: true,
      address: true,
      city: true,
      state: true,
      zipCode: true,
    })
    .required(),
};

export type FormSchemas = typeof formSchemas;
