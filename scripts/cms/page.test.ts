/**
 * The /cms start script as the browser runs it (in a sandbox with the few browser objects it
 * touches): which backend Decap starts with on the editor's machine and on the live shop, and
 * what the page says when it cannot start.
 */
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { cmsGithubBackend } from "../../domain/cms-backend.ts";
import { cmsMessages } from "../../domain/cms-messages.ts";
import { cmsConfig } from "../../src/content/model/cms-config.ts";
import { cmsStartScript } from "./page.ts";

type Answer = { status: number; body?: unknown } | "unreachable";

/** Runs the script at `origin`, answering its fetches from `answers` (by URL), until it settles. */
async function openCms(origin: string, answers: Record<string, Answer>) {
  const started: { config?: any } = {};
  const notice = { hidden: true, text: "", codes: [] as string[] };
  const fetched: string[] = [];
  const listeners: (() => void)[] = [];
  const element = (id: string) =>
    id === "cms-notice"
      ? notice
      : {
          set textContent(text: string) {
            notice.text = text;
          },
          append: (_space: string, code: { textContent: string }) => notice.codes.push(code.textContent),
        };
  const location = new URL(origin);
  const window: Record<string, unknown> = {
    addEventListener: (_event: string, listener: () => void) => listeners.push(listener),
    initCMS: (options: { config: unknown }) => {
      started.config = options.config;
    },
  };
  const fetch = async (url: string) => {
    fetched.push(url);
    const answer = answers[url];
    if (!answer || answer === "unreachable") throw new TypeError("Failed to fetch");
    return { ok: answer.status < 400, json: async () => answer.body };
  };
  const document = {
    getElementById: element,
    createElement: () => ({ textContent: "" }),
  };
  runInNewContext(cmsStartScript(cmsConfig({ localBackendPort: 8081 })), {
    window,
    location,
    fetch,
    document,
    JSON,
  });
  for (const listener of listeners) listener();
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { started, notice, fetched };
}

const LOCAL_BACKEND = "http://127.0.0.1:8081/api/v1";
const SHOP = "https://asthiveda.example";
const github = cmsGithubBackend({ repo: "asthiveda/shop", branch: "main", shopOrigin: SHOP });

describe("the /cms page", () => {
  it("on the editor's machine, starts Decap on decap-server and never asks for GitHub", async () => {
    const { started, fetched } = await openCms("http://localhost:8787", { [LOCAL_BACKEND]: { status: 200 } });
    expect(fetched).toEqual([LOCAL_BACKEND]);
    expect(started.config.backend).toEqual({ name: "proxy", proxy_url: LOCAL_BACKEND });
    expect(started.config.local_backend.url).toBe(LOCAL_BACKEND);
  });

  it("on the editor's machine without decap-server, says to run npm run cms", async () => {
    const { started, notice } = await openCms("http://localhost:8787", { [LOCAL_BACKEND]: "unreachable" });
    expect(started.config).toBeUndefined();
    expect(notice.hidden).toBe(false);
    expect(notice.codes).toEqual(["npm run cms"]);
  });

  it("on the live shop, starts Decap with the GitHub backend the Worker answers", async () => {
    const { started, fetched } = await openCms(SHOP, {
      "/api/cms/backend": { status: 200, body: { success: true, data: github } },
    });
    expect(fetched).toEqual(["/api/cms/backend"]);
    expect(started.config.backend).toEqual({
      name: "github",
      repo: "asthiveda/shop",
      branch: "main",
      base_url: SHOP,
      auth_endpoint: "api/cms/auth",
    });
    expect(started.config.local_backend).toBeUndefined();
    expect(started.config.collections.length).toBeGreaterThan(0);
  });

  it("on the live shop without GitHub sign-in, shows the Worker's reason instead of a login", async () => {
    const { started, notice } = await openCms(SHOP, {
      "/api/cms/backend": { status: 503, body: { success: false, message: cmsMessages.notConfigured } },
    });
    expect(started.config).toBeUndefined();
    expect(notice).toMatchObject({ hidden: false, text: cmsMessages.notConfigured });
  });

  it("opened at another address than the shop's, sends the editor to the shop's /cms", async () => {
    const { started, notice } = await openCms("https://shop.workers.dev", {
      "/api/cms/backend": { status: 200, body: { success: true, data: github } },
    });
    expect(started.config).toBeUndefined();
    expect(notice.codes).toEqual([`${SHOP}/cms/`]);
  });
});
