/**
 * The answer envelope every API response has: `{ success: true, ... }` or `{ success: false,
 * message }`. The API's routes declare their responses with these; the browser takes its response
 * types from the same schemas with `import type`, so it never carries a hand-written copy.
 *
 * Plain zod with zod's own `.meta()` (read by the server's OpenAPI generator): nothing here may
 * import the OpenAPI libraries, because islands import `domain/`.
 */
import { z } from "../zod.ts";
import { ID_PATTERN } from "../ids.ts";

/** Every record's id has the form the spec's client knows from products (domain/ids.ts). */
export const recordIdSchema = z.string().regex(ID_PATTERN).meta({ example: "65a1f0c2b3d4e5f601234567" });

/** Every refusal and every failure: the message is what the user reads. */
export const apiErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string().meta({ description: "What went wrong, in words to show the user as they are." }),
  })
  .meta({ id: "ApiError", description: "The answer to a refused or failed request." });

export type ApiError = z.infer<typeof apiErrorSchema>;

/** `{ success: true, data }`: an answer carrying one thing (an object or a list). */
export function successWith<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, message, data }`: an answer the user is also told about in words. */
export function successWithMessage<Data extends z.ZodType>(data: Data) {
  return z.object({
    success: z.literal(true),
    message: z.string().meta({ description: "A confirmation to show the user as it is." }),
    data,
  });
}

/** `{ success: true, message }`: an answer that only confirms, in words to show the user. */
export const confirmationSchema = z.object({
  success: z.literal(true),
  message: z.string().meta({ description: "A confirmation to show the user as it is." }),
});
