import { z } from "zod";
import { productListResponse, productResponse } from "../../domain/api/products.ts";
import { productIdSchema } from "../../domain/schemas.ts";
import { errorResponses, jsonResponse, routes } from "../lib/openapi.ts";
import { NOT_AN_ID } from "../../domain/ids.ts";

const publicRoute = routes("public", "Products");

export const list = publicRoute({
  method: "get",
  path: "/products",
  summary: "List the products on sale",
  responses: {
    200: jsonResponse(productListResponse, "The products on sale (an empty list when there are none)."),
  },
});

export const get = publicRoute({
  method: "get",
  path: "/products/{id}",
  summary: "Read one product",
  description:
    "Archived products answer 404 like unknown ones: they stay in the database for old orders only.",
  request: {
    params: z.object({
      id: productIdSchema.meta({ description: "The product's id.", example: "65a1f0c2b3d4e5f601234567" }),
    }),
  },
  responses: {
    200: jsonResponse(productResponse, "The product."),
    ...errorResponses({
      400: NOT_AN_ID,
      404: "No product on sale has this id.",
    }),
  },
});
