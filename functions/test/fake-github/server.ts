/**
 * A local stand-in for GitHub's OAuth web flow (an OAuth app's /login/oauth/authorize and
 * /login/oauth/access_token), for the content editor's sign-in. Its authorize page is GitHub's
 * consent screen for an editor already signed in to GitHub: its one link, "Authorize", goes back to
 * `redirect_uri` with a one-time code, or with `error=access_denied` after a test asked
 * (`/__control/deny-next`) for the editor to refuse. The token endpoint checks the app's credentials, the code and its
 * redirect_uri as GitHub does, and answers refusals the way GitHub does: HTTP 200 with `error`.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export const FAKE_GITHUB_APP = {
  clientId: "Iv1.fakegithubclient01",
  clientSecret: "fake-github-oauth-client-secret-0001",
};

export function startFakeGithub(port = 0): Promise<{ server: Server; url: string }> {
  /** code → what it was issued for; deleted when used, as GitHub's codes are single-use. */
  const codes = new Map<string, { clientId: string; redirectUri: string; scope: string }>();
  let denyNext = false;
  let outage = false;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, error: string, description: string) =>
    json(res, 200, { error, error_description: description, error_uri: "https://docs.github.com/apps" });

  async function form(req: IncomingMessage): Promise<URLSearchParams> {
    let text = "";
    for await (const chunk of req) text += chunk;
    return (req.headers["content-type"] ?? "").includes("json")
      ? new URLSearchParams(JSON.parse(text || "{}"))
      : new URLSearchParams(text);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");

    // A page on another origin than the shop's, for the browser test of who receives the token.
    if (url.pathname === "/" && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(
        '<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>Another site</title><p>Another site</p></html>',
      );
    }

    // Test controls: the next authorize is refused by the editor; GitHub's token endpoint is down.
    if (url.pathname === "/__control/deny-next") {
      denyNext = true;
      return json(res, 200, {});
    }
    if (url.pathname === "/__control/outage") {
      outage = url.searchParams.get("on") === "true";
      return json(res, 200, {});
    }

    if (url.pathname === "/login/oauth/authorize" && req.method === "GET") {
      const clientId = url.searchParams.get("client_id") ?? "";
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      const back = new URL(redirectUri);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      if (clientId !== FAKE_GITHUB_APP.clientId) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        return res.end("Not Found");
      }
      if (denyNext) {
        denyNext = false;
        back.searchParams.set("error", "access_denied");
        back.searchParams.set("error_description", "The user has denied your application access.");
      } else {
        const code = randomBytes(10).toString("hex");
        codes.set(code, { clientId, redirectUri, scope: url.searchParams.get("scope") ?? "" });
        back.searchParams.set("code", code);
      }
      // GitHub's consent screen, a page of its own origin; the editor's answer is the link.
      const href = back.toString().replace(/&/g, "&amp;").replace(/"/g, "&quot;");
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>Authorize application</title><a id="authorize" href="${href}">Authorize</a></html>`,
      );
    }

    if (url.pathname === "/login/oauth/access_token" && req.method === "POST") {
      if (outage) {
        res.writeHead(503, { "Content-Type": "text/plain" });
        return res.end("Service Unavailable");
      }
      const input = await form(req);
      if (
        input.get("client_id") !== FAKE_GITHUB_APP.clientId ||
        input.get("client_secret") !== FAKE_GITHUB_APP.clientSecret
      )
        return refuse(
          res,
          "incorrect_client_credentials",
          "The client_id and/or client_secret passed are incorrect.",
        );
      const issued = codes.get(input.get("code") ?? "");
      if (!issued) return refuse(res, "bad_verification_code", "The code passed is incorrect or expired.");
      codes.delete(input.get("code") ?? "");
      if (input.get("redirect_uri") && input.get("redirect_uri") !== issued.redirectUri)
        return refuse(
          res,
          "redirect_uri_mismatch",
          "The redirect_uri MUST match the registered callback URL for this application.",
        );
      return json(res, 200, {
        access_token: `gho_${randomBytes(18).toString("hex")}`,
        token_type: "bearer",
        scope: issued.scope,
      });
    }

    json(res, 404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" });
  });

  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({ server, url: `http://127.0.0.1:${actual}` });
    });
  });
}
