/**
 * `/api/admin/cod/…`: the COD blocklist (list, add, remove), the cash collected and not yet
 * remitted, and recording the courier's remittances.
 */
import { z } from "zod";
import { recordIdSchema } from "../../../domain/api/envelope.ts";
import {
  codBlocklistResponse,
  codBlockResponse,
  codCollectionsResponse,
  codRemittanceResponse,
} from "../../../domain/api/admin-cod.ts";
import { COD_REMITTANCE_MAX_ORDERS } from "../../../domain/cod.ts";
import { codBlockSchema } from "../../../domain/schemas.ts";
import { errorResponses, jsonBody, jsonResponse, routes } from "../../lib/openapi.ts";

const adminRoute = routes("admin", "Admin cash on delivery");

export const listBlocks = adminRoute({
  method: "get",
  path: "/admin/cod/blocklist",
  summary: "List the mobiles and PIN codes refused cash on delivery",
  responses: {
    200: jsonResponse(codBlocklistResponse, "Every entry, newest first."),
  },
});

export const addBlock = adminRoute({
  method: "post",
  path: "/admin/cod/blocklist",
  summary: "Refuse cash on delivery to a mobile number or a PIN code",
  description:
    "From then on an order whose delivery mobile or account phone (`phone`) or delivery PIN code (`pincode`) is listed must be paid online. Orders already placed are left as they are.",
  request: { body: jsonBody(codBlockSchema) },
  responses: {
    201: jsonResponse(codBlockResponse, "Added."),
    ...errorResponses({
      400: "The kind is unknown, or the mobile or PIN code is invalid (the message says which).",
      409: "This mobile or PIN code is listed already.",
    }),
  },
});

export const removeBlock = adminRoute({
  method: "delete",
  path: "/admin/cod/blocklist/{id}",
  summary: "Allow cash on delivery again for a listed mobile or PIN code",
  request: { params: z.object({ id: recordIdSchema }) },
  responses: {
    200: jsonResponse(codBlockResponse, "Removed; the entry as it was."),
    ...errorResponses({ 400: "The id is malformed.", 404: "No entry has this id." }),
  },
});

export const listUnremitted = adminRoute({
  method: "get",
  path: "/admin/cod/collections",
  summary: "List the cash collected at the door that the courier has not remitted yet",
  description: `The oldest first, at most ${COD_REMITTANCE_MAX_ORDERS} (what one \`POST /api/admin/cod/remittances\` marks), and how many there are in all.`,
  responses: {
    200: jsonResponse(codCollectionsResponse, "The collections waiting for remittance."),
  },
});

export const recordRemittance = adminRoute({
  method: "post",
  path: "/admin/cod/remittances",
  summary: "Record that the courier has paid the shop the cash it collected for these orders",
  description: "Orders whose cash was not collected, or was recorded as remitted already, are left out.",
  request: {
    body: jsonBody(z.object({ orderIds: z.array(recordIdSchema).min(1).max(COD_REMITTANCE_MAX_ORDERS) })),
  },
  responses: {
    200: jsonResponse(codRemittanceResponse, "The orders marked remitted and their total."),
    ...errorResponses({
      400: "The body is malformed, or none of the orders has cash waiting for remittance.",
    }),
  },
});
