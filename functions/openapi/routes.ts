/**
 * GET /api/doc (the OpenAPI document) and GET /api/reference (the same as a page). They describe
 * the API rather than belong to it, so they are not operations of the document themselves.
 */
import { type ApiApp, type ApiDocument, apiDocument, registerSecurityScheme } from "./document.ts";
import { referencePage, referencePagePolicy } from "./reference-page.ts";

/** Paths (under /api) of these two, which the coverage test leaves out of the document's routes. */
export const DESCRIPTION_PATHS = ["/doc", "/reference"] as const;

/** The media type of an OpenAPI document in JSON (IETF httpapi draft "REST API Media Types"). */
export const OPENAPI_MEDIA_TYPE = "application/openapi+json; version=3.1";

export function serveApiDescription(app: ApiApp) {
  registerSecurityScheme(app);
  // Built on first use, once per app: the routes are all registered by then and never change.
  let document: ApiDocument | undefined;
  const currentDocument = () => (document ??= apiDocument(app));

  app.get(DESCRIPTION_PATHS[0], (c) =>
    c.body(JSON.stringify(currentDocument()), 200, { "Content-Type": OPENAPI_MEDIA_TYPE }),
  );

  app.get(DESCRIPTION_PATHS[1], async (c) => {
    const html = referencePage(currentDocument());
    return c.html(html, 200, { "Content-Security-Policy": await referencePagePolicy() });
  });
}
