/** What the account endpoints answer: the user as the API shows it, and the reward points. */
import { z } from "../zod.ts";
import { USER_ROLES, USER_STATUSES } from "../users.ts";
import { recordIdSchema, successWith, successWithMessage } from "./envelope.ts";

/** A profile field that is empty until the customer fills it in. */
const profileText = (description?: string) =>
  z.string().meta({ description: `${description ? `${description} ` : ""}Empty when not given.` });

export const userSchema = z
  .object({
    _id: recordIdSchema.meta({ description: "The user's id." }),
    id: recordIdSchema.meta({ description: "The same id again: the spec's client reads both." }),
    name: z.string(),
    email: z.string().meta({ description: "Trimmed and lower-cased: one account per address." }),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES).meta({ description: "Only an Active account can sign in." }),
    isAdmin: z.boolean().meta({ description: "Whether `role` is Admin (the admin pages read this)." }),
    joined: z.iso.datetime().meta({ description: "When the account was created." }),
    phone: profileText("Digits with an optional leading +."),
    firstName: profileText(),
    lastName: profileText(),
    address: profileText(),
    city: profileText(),
    state: profileText(),
    zipCode: profileText("A 6-digit PIN code."),
  })
  .meta({ id: "User", description: "An account as the API shows it: never its password." });

export type UserDto = z.infer<typeof userSchema>;

export const profileResponse = successWith(userSchema);
export const profileUpdatedResponse = successWithMessage(userSchema).extend({
  pendingEmail: z.string().nullable().meta({
    description:
      "A new e-mail asked for and not yet confirmed: `data.email` stays the old one until the link e-mailed to this address is opened. Null when the e-mail was not changed.",
  }),
});

export const rewardPointsSchema = z
  .object({
    points: z.number().int().nonnegative().meta({ description: "The customer's balance." }),
    pointsPer100Rupees: z
      .number()
      .int()
      .positive()
      .meta({ description: "Points earned for every full ₹100 of goods paid for (after any coupon)." }),
    qualifyingOrders: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: "Paid orders that are not cancelled or refunded: the ones that earn points." }),
  })
  .meta({ id: "RewardPoints" });

export type RewardPoints = z.infer<typeof rewardPointsSchema>;

export const rewardPointsResponse = successWith(rewardPointsSchema);
