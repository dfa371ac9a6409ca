import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./cod.handlers.ts";
import * as routes from "./cod.routes.ts";

export const adminCodRouter = createRouter()
  .openapi(routes.listBlocks, handlers.listBlocks)
  .openapi(routes.addBlock, handlers.addBlock)
  .openapi(routes.removeBlock, handlers.removeBlock)
  .openapi(routes.listUnremitted, handlers.listUnremitted)
  .openapi(routes.recordRemittance, handlers.recordRemittance);
