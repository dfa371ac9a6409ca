/**
 * Request validation with zod. Every failure becomes a 400 whose message is the first issue's
 * text (the schemas carry the user-facing wording), so the client can show it as it is.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { messages } from "../../domain/messages.ts";
import { badRequest } from "./errors.ts";

/** The message a failed check answers with: the first issue's, written for the user. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}

/** Reads and validates a JSON body; a missing, malformed or non-JSON body is a 400 too. */
export async function validJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(messages.invalidJson);
  }
  return parseOrThrow(schema, body);
}
