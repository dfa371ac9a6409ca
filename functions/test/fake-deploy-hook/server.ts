/**
 * A local stand-in for a Cloudflare build (deploy) hook, for the API tests: `POST /hook` starts a
 * "build" and answers as Cloudflare does. Tests read the calls through `GET /__control/calls` and
 * make the next call fail with `POST /__control/fail-next?status=N`.
 */
import { createServer, type Server } from "node:http";

export async function startFakeDeployHook(): Promise<{ server: Server; url: string }> {
  let calls = 0;
  let failNext: number | null = null;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    };
    if (req.method === "GET" && url.pathname === "/__control/calls") return send(200, { calls });
    if (req.method === "POST" && url.pathname === "/__control/fail-next") {
      failNext = Number(url.searchParams.get("status") ?? 500);
      return send(200, { failNext });
    }
    if (req.method === "POST" && url.pathname === "/hook") {
      if (failNext !== null) {
        const status = failNext;
        failNext = null;
        return send(status, { success: false, errors: [{ code: 1000, message: "Hook disabled" }] });
      }
      calls += 1;
      return send(200, { success: true, result: { id: `build-${calls}` } });
    }
    send(404, { success: false });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fake deploy hook did not start");
  return { server, url: `http://127.0.0.1:${address.port}/hook` };
}
