import { pageHandler } from "../page-handler.ts";
import type * as routes from "./audit.routes.ts";
import { listAudit } from "./service.ts";

export const list = pageHandler<typeof routes.list>(listAudit);
