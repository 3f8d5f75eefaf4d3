/**
 * Server-rendered public pages (web-app.ts, decision 015) with the web app's real server render
 * (apps/web/src/entry-server.tsx, loaded through Vite's SSR loader as the built module would
 * be, so no build is needed) over a fixture index.html: /, /cars and /car-details/:id carry
 * the cars' titles and prices in #root, the page's own title and description in <head>, the
 * LCP photo's preload and the dehydrated data; no inline executable script; 404 for a missing
 * car and an unknown path; a page for a browser holding a session (the hint cookie) rendered
 * with the session loading; the plain index.html for the signed-in pages and when the render
 * throws or hangs.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { formatRupees } from "@gaadi/shared";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";
import {
  BOOT_SCRIPT,
  deferAppScripts,
  RENDER_BOUND_MS,
  type ServerRenderModule,
} from "./web-app.js";

const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Gaadi: rent cars from trusted owners across India." />
    <title>Gaadi · Peer-to-peer car rental in India</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Ef56Gh78.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const webDir = fileURLToPath(new URL("../../../../web/", import.meta.url));

let vite: ViteDevServer;
let render: ServerRenderModule;
let root: string;
let t: TestApp;
const cars: { id: string; title: string; price: number }[] = [];

/** What the app's render does: the real one, or a test's stand-in (restored after it). */
let renderNow: ServerRenderModule["render"];

/** Runs `check` with `stand` in place of the real render. */
async function withRender(stand: ServerRenderModule["render"], check: () => Promise<void>) {
  renderNow = stand;
  try {
    await check();
  } finally {
    renderNow = render.render;
  }
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "gaadi-ssr-"));
  writeFileSync(path.join(root, "index.html"), INDEX);
  writeFileSync(path.join(root, "boot.js"), "// apps/web/public/boot.js\n");
  vite = await createServer({
    root: webDir,
    configFile: path.join(webDir, "vite.config.ts"),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  render = (await vite.ssrLoadModule("/src/entry-server.tsx")) as ServerRenderModule;
  renderNow = render.render;
  t = await buildTestApp(
    {},
    { webRoot: root, render: { SSR_STATE_ID: render.SSR_STATE_ID, render: (r) => renderNow(r) } },
  );
  const owner = await createUser(t.app, { role: "owner" });
  for (const [brand, model, price] of [
    ["Tata", "Nexon", 2400],
    ["Mahindra", "Thar", 3100],
  ] as const) {
    const car = await createCar(t.app, owner.id, { brand, model, pricePerDay: price });
    cars.push({ id: car.id, title: `${brand} ${model}`, price });
  }
  // Vite's development loader transforms a page's modules and libraries (Preact's compat layer
  // in place of React's, decision 019) when they are first used, which on a loaded machine takes
  // longer than the render's bound: each page is rendered once, unbounded, before the tests.
  for (const url of ["/", "/cars", `/car-details/${cars[0]!.id}`]) {
    let running: Promise<unknown> = Promise.resolve();
    renderNow = (request) => {
      const page = render.render({ ...request, signal: undefined });
      running = page;
      return page;
    };
    await get(t, url);
    await running;
  }
  renderNow = render.render;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await vite?.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });

/** #root's inner HTML, the JSON state after it and every script tag of a page. */
function parts(html: string) {
  const rootHtml = html.match(/<div id="root">([\s\S]*)<\/div><script type="application\/json"/);
  const state = html.match(/<script type="application\/json" id="ssr-state">([^<]*)<\/script>/);
  return {
    root: rootHtml?.[1] ?? "",
    state: state ? JSON.parse(state[1] ?? "") : undefined,
    scripts: html.match(/<script\b[^>]*>/g) ?? [],
    head: html.slice(0, html.indexOf("</head>")),
  };
}

/** Only the module script (src) and the JSON state: nothing the CSP would have to allow. */
function expectNoInlineScript(html: string) {
  for (const tag of parts(html).scripts) {
    expect(tag.includes(" src=") || tag.includes('type="application/json"'), tag).toBe(true);
  }
}

describe("server-rendered public pages", () => {
  it("renders the home page with the featured cars, its own title and the dehydrated data", async () => {
    const res = await get(t, "/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const page = parts(res.body);
    for (const car of cars) {
      expect(page.root).toContain(car.title);
      expect(page.root).toContain(formatRupees(car.price));
    }
    expect(page.head).toContain("<title>Rent cars from owners across India · Gaadi</title>");
    // index.html's own title and description are replaced, not doubled.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    // The app's module and its preloads are named on the loader, which requests them after the
    // first paint: no module script or modulepreload link of its own.
    expect(page.scripts.filter((tag) => tag.includes(" src="))).toEqual([
      `<script src="${BOOT_SCRIPT}" defer data-app="/assets/index-Ab12Cd34.js" data-preload="/assets/react-Ef56Gh78.js">`,
    ]);
    expect(page.head).not.toContain("modulepreload");
    // The featured cars' query, under the key the browser uses, with the API's own JSON.
    const queries = page.state.queries.queries as {
      queryKey: unknown[];
      state: { data: unknown };
    }[];
    const featured = queries.find((q) => q.queryKey[0] === "cars" && q.queryKey[1] === "list");
    expect(featured?.queryKey[2]).toEqual({ page: 1, limit: 8 });
    const api = await t.app.inject({ url: "/api/user/cars?page=1&limit=8" });
    expect(featured?.state.data).toEqual(api.json());
    expectNoInlineScript(res.body);
  });

  it("renders the listing of the URL's filters, preloading the first card's photo", async () => {
    const res = await get(t, "/cars?brand=Mahindra");
    expect(res.statusCode).toBe(200);
    const page = parts(res.body);
    expect(page.root).toContain("Mahindra Thar");
    expect(page.root).toContain(formatRupees(3100));
    expect(page.root).not.toContain("Tata Nexon");
    expect(page.head).toContain("<title>Cars for rent · Gaadi</title>");
    expect(page.head).toMatch(
      /<link rel="preload" as="image" fetchPriority="high"[^>]*test-card\.webp/,
    );
    const queries = page.state.queries.queries as { queryKey: unknown[] }[];
    expect(queries.map((q) => q.queryKey)).toContainEqual([
      "cars",
      "list",
      { brand: "Mahindra", page: 1, limit: 24 },
    ]);
    expectNoInlineScript(res.body);
  });

  it("renders a car's page with its title, price and the hero photo preloaded", async () => {
    const car = cars[0]!;
    const res = await get(t, `/car-details/${car.id}`);
    expect(res.statusCode).toBe(200);
    const page = parts(res.body);
    expect(page.root).toContain(`<h1 class="text-3xl font-bold text-slate-900">${car.title}</h1>`);
    expect(page.root).toContain(formatRupees(car.price));
    expect(page.head).toContain(
      `<title>${car.title} in Pune · ${formatRupees(car.price)}/day · Gaadi</title>`,
    );
    expect(page.head).toMatch(/<link rel="preload" as="image" fetchPriority="high"[^>]*test\.webp/);
    // Its reviews are rendered too (none yet here), not left to a spinner and a request.
    expect(page.root).toContain("No reviews yet");
    expect(page.root).not.toContain("Loading reviews...");
    const queries = page.state.queries.queries as { queryKey: unknown[] }[];
    expect(queries.map((q) => q.queryKey)).toContainEqual(["reviews", "car", car.id]);
    expectNoInlineScript(res.body);
  });

  it("sends the page as brotli or gzip, as the browser accepts, with the same ETag", async () => {
    const url = `/car-details/${cars[0]!.id}`;
    const plain = await get(t, url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("cookie, accept-encoding");
    const inflate = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [accept, encoding] of [
      ["gzip, deflate", "gzip"],
      ["gzip, deflate, br, zstd", "br"],
    ] as const) {
      const res = await get(t, url, { "accept-encoding": accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toBe("cookie, accept-encoding");
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      const html = inflate[encoding](res.rawPayload).toString("utf8");
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(html.length / 2);
      expect(parts(html).root).toContain(cars[0]!.title);
    }
    // The ETag is the uncompressed page's, so a revalidation matches in any encoding (a page
    // without queries: one with data carries its render's instant and differs every time).
    const page = await get(t, "/insurance");
    const etag = String(page.headers.etag);
    const zipped = await get(t, "/insurance", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.etag).toBe(etag);
    const again = await get(t, "/insurance", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    // A missing car's 404 page goes out compressed as well.
    const missing = await get(t, "/car-details/00000000-0000-4000-8000-000000000000", {
      "accept-encoding": "gzip",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(missing.rawPayload).toString("utf8")).toContain('<div id="root">');
  });

  it("answers 304 to a matching If-None-Match", async () => {
    // A page without queries: a dehydrated query carries the instant it was rendered, so pages
    // with data (About Us now reads the payment setting, issue 28) differ on every render.
    const first = await get(t, "/insurance");
    expect(first.statusCode).toBe(200);
    expect(parts(first.body).head).toContain("<title>Insurance &amp; Protection · Gaadi</title>");
    const etag = String(first.headers.etag);
    const again = await get(t, "/insurance", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers 404 with the page's not-found state for a missing car and an unknown path", async () => {
    const car = await get(t, "/car-details/00000000-0000-4000-8000-000000000000");
    expect(car.statusCode).toBe(404);
    expect(parts(car.body).root).toContain("Car not found");
    expect(parts(car.body).head).toContain("<title>Car not found · Gaadi</title>");
    const nowhere = await get(t, "/no-such-page");
    expect(nowhere.statusCode).toBe(404);
    expect(parts(nowhere.body).root).toContain("Page not found");
  });

  it("renders a page for a browser holding a session with the session loading (issue 25)", async () => {
    const visitor = await get(t, "/cars");
    const visitorPage = parts(visitor.body);
    expect(visitorPage.root).toMatch(/<svg[^>]*>.*?<\/svg>Login<\/button>/);
    expect(visitorPage.state.session).toBe(false);
    expect(visitor.headers.vary).toMatch(/cookie/i);

    const held = await get(t, "/cars", { cookie: "theme=dark; gaadi_session=1" });
    expect(held.statusCode).toBe(200);
    const page = parts(held.body);
    // The cars, under a bar whose Login button reads 'Loading...', and no visitor's footer.
    expect(page.root).toContain(cars[0]?.title);
    expect(page.root).toContain("Loading...</button>");
    expect(page.root).not.toMatch(/>Login<\/button>/);
    expect(page.state.session).toBe(true);
    expect(held.headers.etag).not.toBe(visitor.headers.etag);

    // Only the hint's exact value counts.
    const other = await get(t, "/cars", { cookie: "gaadi_session=0; not_gaadi_session=1" });
    expect(parts(other.body).state.session).toBe(false);
  });

  it("serves the plain index.html for the signed-in pages", async () => {
    for (const url of ["/owner", "/owner/manage-cars", "/my-bookings", "/profile"]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});

describe("falling back to the plain index.html", () => {
  it("when the render throws", async () => {
    await withRender(
      async () => {
        throw new Error("a render bug");
      },
      async () => {
        const res = await get(t, "/cars");
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(INDEX);
      },
    );
  });

  it("when the render takes longer than the bound", async () => {
    await withRender(
      () => new Promise(() => {}),
      async () => {
        const started = Date.now();
        const res = await get(t, "/");
        expect(res.body).toBe(INDEX);
        expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_BOUND_MS - 50);
      },
    );
  });

  it("when the page's data fails to load", async () => {
    // The real render, its API answering 500: the browser will load the data (with retries).
    const down = async () =>
      new Response(JSON.stringify({ success: false, message: "Down" }), { status: 500 });
    await withRender(
      (request) => render.render({ ...request, fetchApi: down }),
      async () => {
        const res = await get(t, "/cars");
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(INDEX);
      },
    );
  });
});

describe("deferAppScripts", () => {
  it("moves Vite's module script and modulepreload links onto the loader, keeping the stylesheet", () => {
    const built = `<head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/api-client-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head><body><div id="root"></div></body>`;
    expect(deferAppScripts(built)).toBe(`<head>
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  <script src="/boot.js" defer data-app="/assets/index-A1.js" data-preload="/assets/react-B2.js /assets/api-client-C3.js"></script></head><body><div id="root"></div></body>`);
  });

  it("leaves a page without a module script as it is", () => {
    const plain = "<head><title>x</title></head><body></body>";
    expect(deferAppScripts(plain)).toBe(plain);
  });
});
