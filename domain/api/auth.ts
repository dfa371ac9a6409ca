/**
 * What the sign-in endpoints answer: a session (the access token and the user). The refresh token
 * travels in an HttpOnly cookie; only a non-browser client that asks gets it in the body too
 * (docs/decisions/003-sessions-and-refresh-cookie.md).
 */
import { z } from "../zod.ts";
import { successWithMessage } from "./envelope.ts";
import { userSchema } from "./user.ts";

const sessionFields = {
  success: z.literal(true),
  token: z.string().meta({
    description: "The access token (15 minutes): send it as `Authorization: Bearer <token>`.",
  }),
  refreshToken: z.string().optional().meta({
    description:
      "Only for a non-browser client that asked for it (`X-Refresh-Token-Delivery: body`, or by sending its refresh token in the body); a browser gets it in the HttpOnly `shop_refresh` cookie only.",
  }),
  data: userSchema,
};

export const sessionResponse = z
  .object(sessionFields)
  .meta({ id: "Session", description: "A new session: the access token and the signed-in user." });

export type SessionAnswer = z.infer<typeof sessionResponse>;

/** A log-in link's session also says where the page keeps the access token. */
export const loginLinkSessionResponse = z.object({
  ...sessionFields,
  remember: z.boolean().meta({
    description: "Whether the link was asked for with “remember me”: keep the token past this tab.",
  }),
});

/** A changed password starts a fresh session on this device (every other one is signed out). */
export const passwordChangedResponse = z.object({
  ...sessionFields,
  message: z.string().meta({ description: "A confirmation to show the user as it is." }),
});

export const registeredResponse = successWithMessage(userSchema);
