/** `/api/admin/products` (docs/product.md#api): the catalogue as admins see and change it. */
import { z } from "zod";
import {
  adminProductSchema,
  adminProductUpdateSchema,
  productListQuerySchema,
} from "../../../domain/admin-schemas.ts";
import {
  adminProductDeletedResponse,
  adminProductListResponse,
  adminProductResponse,
} from "../../../domain/api/admin-products.ts";
import { productIdSchema } from "../../../domain/schemas.ts";
import { errorResponses, jsonBody, jsonResponse, pagedList, routes } from "../../lib/openapi.ts";
import { NOT_AN_ID } from "../../../domain/ids.ts";

const adminRoute = routes("admin", "Admin products");
const params = z.object({
  id: productIdSchema.meta({ description: "The product's id.", example: "65a1f0c2b3d4e5f601234567" }),
});
const badId = NOT_AN_ID;
const unknownId = "No product has this id.";

export const list = adminRoute(
  pagedList("/admin/products", productListQuerySchema, adminProductListResponse, {
    summary: "List products",
    description:
      "Every product, archived ones too, newest first; filtered by status, searched by name, brand or id.",
    page: "One page of products.",
  }),
);

export const create = adminRoute({
  method: "post",
  path: "/admin/products",
  summary: "Add a product",
  description:
    "Prices follow from the MRP (`originalPrice`, rupees): a `price` or `discount` sent must be the ones derived from it, or the product is refused with the right figure.",
  request: { body: jsonBody(adminProductSchema) },
  responses: {
    201: jsonResponse(adminProductResponse, "The product is added and on sale."),
    ...errorResponses({
      400: "The body is not JSON, or a field is missing or invalid (the message says which).",
    }),
  },
});

export const get = adminRoute({
  method: "get",
  path: "/admin/products/{id}",
  summary: "Read a product",
  request: { params },
  responses: {
    200: jsonResponse(adminProductResponse, "The product, archived or not."),
    ...errorResponses({ 400: badId, 404: unknownId }),
  },
});

export const update = adminRoute({
  method: "put",
  path: "/admin/products/{id}",
  summary: "Change a product",
  description:
    "Without `originalPrice` the stored MRP stays (and a `price` sent is checked against it). With `stockWas`, the stock the form showed, the stock edit applies as a change, so orders placed meanwhile are not undone.",
  request: { params, body: jsonBody(adminProductUpdateSchema) },
  responses: {
    200: jsonResponse(adminProductResponse, "The product as saved."),
    ...errorResponses({
      400: "The id is malformed, the body is not JSON, or a field is invalid (the message says which).",
      404: unknownId,
      409: "Orders took stock meanwhile, so the change would take the stock below zero; nothing changed.",
    }),
  },
});

export const remove = adminRoute({
  method: "delete",
  path: "/admin/products/{id}",
  summary: "Delete a product",
  description:
    "A product that orders name is archived instead (hidden from the shop, kept for those orders), and `data.archived` says so.",
  request: { params },
  responses: {
    200: jsonResponse(adminProductDeletedResponse, "The product is deleted, or archived."),
    ...errorResponses({ 400: badId, 404: unknownId }),
  },
});

export const restore = adminRoute({
  method: "post",
  path: "/admin/products/{id}/restore",
  summary: "Put an archived product back on sale",
  request: { params },
  responses: {
    200: jsonResponse(adminProductResponse, "The product, active again."),
    ...errorResponses({ 400: badId, 404: unknownId }),
  },
});
