/** `/api/admin/cod/…`: the COD blocklist (list, add, remove) and recording the courier's remittances. */
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { recordIdSchema } from "../../../domain/api/envelope.ts";
import {
  codBlocklistResponse,
  codBlockResponse,
  codRemittanceResponse,
} from "../../../domain/api/admin-cod.ts";
import { codBlockSchema } from "../../../domain/schemas.ts";
import { adminOnly, errorResponses, guardResponses, jsonBody, jsonResponse } from "../../lib/openapi.ts";

const tags = ["Admin cash on delivery"];

export const listBlocks = createRoute({
  method: "get",
  path: "/admin/cod/blocklist",
  tags,
  summary: "List the mobiles and PIN codes refused cash on delivery",
  ...adminOnly,
  responses: {
    200: jsonResponse(codBlocklistResponse, "Every entry, newest first."),
    ...guardResponses.admin,
  },
});

export const addBlock = createRoute({
  method: "post",
  path: "/admin/cod/blocklist",
  tags,
  summary: "Refuse cash on delivery to a mobile number or a PIN code",
  description:
    "From then on an order whose delivery mobile or account phone (`phone`) or delivery PIN code (`pincode`) is listed must be paid online. Orders already placed are left as they are.",
  ...adminOnly,
  request: { body: jsonBody(codBlockSchema) },
  responses: {
    201: jsonResponse(codBlockResponse, "Added."),
    ...errorResponses({
      400: "The kind is unknown, or the mobile or PIN code is invalid (the message says which).",
      409: "This mobile or PIN code is listed already.",
    }),
    ...guardResponses.admin,
  },
});

export const removeBlock = createRoute({
  method: "delete",
  path: "/admin/cod/blocklist/{id}",
  tags,
  summary: "Allow cash on delivery again for a listed mobile or PIN code",
  ...adminOnly,
  request: { params: z.object({ id: recordIdSchema }) },
  responses: {
    200: jsonResponse(codBlockResponse, "Removed; the entry as it was."),
    ...errorResponses({ 400: "The id is malformed.", 404: "No entry has this id." }),
    ...guardResponses.admin,
  },
});

export const recordRemittance = createRoute({
  method: "post",
  path: "/admin/cod/remittances",
  tags,
  summary: "Record that the courier has paid the shop the cash it collected for these orders",
  description: "Orders whose cash was not collected, or was recorded as remitted already, are left out.",
  ...adminOnly,
  request: {
    body: jsonBody(z.object({ orderIds: z.array(recordIdSchema).min(1).max(100) })),
  },
  responses: {
    200: jsonResponse(codRemittanceResponse, "The orders marked remitted and their total."),
    ...errorResponses({
      400: "The body is malformed, or none of the orders has cash waiting for remittance.",
    }),
    ...guardResponses.admin,
  },
});
