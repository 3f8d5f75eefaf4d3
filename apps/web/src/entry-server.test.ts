/**
 * The server render's error page (issue 25, item 1): a page whose render throws is answered
 * with the app's own error page, status 500, inside the header, with no stack trace.
 *
 * The render module is loaded through the web app's own Vite configuration (as
 * apps/server's web-app.test.ts does), so it runs on the runtime the app runs: React's API on
 * Preact (decision 019). Imported directly by vitest, the libraries would get the real React.
 */
import { fileURLToPath } from "node:url";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { render as renderPage } from "./entry-server";

/** Answers every API call with `body` (status 200). */
const answer =
  (body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

const webDir = fileURLToPath(new URL("..", import.meta.url));
let vite: ViteDevServer;
let render: typeof renderPage;

beforeAll(async () => {
  vite = await createServer({
    root: webDir,
    configFile: `${webDir}/vite.config.ts`,
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  ({ render } = (await vite.ssrLoadModule("/src/entry-server.tsx")) as {
    render: typeof renderPage;
  });
});

afterAll(async () => {
  await vite?.close();
});

describe("the server render", () => {
  it("renders a page that throws as the app's error page, status 500", async () => {
    // A car without its address: the car page cannot render it.
    const page = await render({
      url: "/car-details/0f6c6c1e-9a1b-4f55-8a53-2a1d2e0b7d11",
      fetchApi: answer({ success: true, car: { _id: "0f6c6c1e-9a1b-4f55-8a53-2a1d2e0b7d11" } }),
    });
    expect(page?.status).toBe(500);
    expect(page?.html).toContain("Something went wrong");
    expect(page?.html).toContain('aria-label="Main"');
    expect(page?.html).toContain("Go Home");
    expect(page?.html).not.toMatch(/TypeError|at \S+ \(/);
  });

  it("renders a good page as before", async () => {
    const page = await render({ url: "/about-us", fetchApi: answer({ success: true }) });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain("About");
    expect(page?.html).not.toContain("Something went wrong");
  });
});
