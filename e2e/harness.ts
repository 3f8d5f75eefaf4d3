/**
 * The browser-journey harness.
 * - startApp(): runs the BUILT server (apps/server/dist/main.js, as `npm start` serves it) on
 *   a free port with a fresh embedded database in a temp DATA_DIR (a copy of a template made
 *   once per build and options) and a real SMTP receiver;
 *   `restart()` stops it, lets the test change its stopped database, and starts it again on
 *   the same port, data and secret (sessions and open pages carry on).
 * - launchBrowser(): Debian's Chromium through playwright-core (CHROMIUM_PATH overrides).
 * - createAccount(): signs up through the real API (code read from the SMTP receiver).
 * - signIn(page, token): stores the session token the way the web app does.
 * - logIn(page, email, password): signs in through the auth dialog, as a person does.
 * - toast(page, text): the newest toast showing `text`.
 * - expectAccessible(page): axe-core, no serious or critical violations.
 * - shoot(page, name, selector?): a screenshot into SHOTS_DIR, when it is set.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { type MailCatcher, startMailCatcher } from "../apps/server/test/mail-catcher.js";
import { hashMigrations } from "../apps/server/test/migrations-digest.js";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export interface RunningApp {
  url: string;
  mail: MailCatcher;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /**
   * Stops the server (SIGTERM), runs `whileStopped` (say, edit its embedded database under
   * `dataDir`/pglite), then starts it again on the same port and DATA_DIR.
   */
  restart(whileStopped?: () => Promise<void>): Promise<void>;
  /** Calls the API with JSON; returns status and parsed body. */
  api<T = Record<string, unknown>>(
    method: string,
    urlPath: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

/** A TCP port free on loopback now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** What startApp's caller may set: the demo marketplace, and environment for the server. */
interface AppOptions {
  demoData?: boolean;
  env?: Record<string, string>;
}

/** The built server's environment for one run on `dataDir`, listening on `port`. */
function serverEnv(
  opts: AppOptions,
  dataDir: string,
  port: number,
  mailUrl: string,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SMTP_URL: mailUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEMO_DATA: opts.demoData ? "on" : "off",
    // The job runner looks for due work every second, not every 15 s (request expiry).
    JOBS_POLL_MS: "1000",
    LOG_LEVEL: "warn",
    // Journeys book with fresh renters; e2e/licences.e2e.ts turns the checks on.
    LICENCE_CHECKS: "off",
    ...opts.env,
  };
}

/**
 * Spawns the built server with `env` and resolves once its health check answers on `port`
 * (throws with the server's output if it exits first or takes over 90 s); its stdout and
 * stderr are appended to `log.text`.
 */
async function spawnServer(
  env: NodeJS.ProcessEnv,
  port: number,
  log: { text: string },
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    log.text += d;
  });
  child.stderr?.on("data", (d) => {
    log.text += d;
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${log.text}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not start:\n${log.text}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops a spawned server with SIGTERM and resolves once it has exited. */
async function haltServer(child: ChildProcess): Promise<void> {
  child.kill("SIGTERM");
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * A data directory that the built server has started in once and been stopped: its embedded
 * database initialised and migrated, the demo marketplace loaded when asked, its secret made.
 * startApp copies it, so each file's server starts in about 3 s instead of running initdb,
 * the migrations and the demo load again (8 s, 16 s with the demo). Kept in the system's
 * temporary folder under a hash of what its content depends on: the built server, the
 * migrations, the options, and India's date (the demo's trips are placed relative to today).
 * Made in a folder of its own and renamed into place, so a reader never sees half of one.
 * What the first start sends goes to a receiver of its own. The demo's mails still in the
 * outbox when it stops are sent by each copy's server, with links to that first start's port:
 * a journey reads only the mail it causes.
 */
async function templateDir(opts: AppOptions): Promise<string> {
  const hash = hashMigrations(createHash("sha256"));
  hash.update(readFileSync(path.join(root, "apps/server/dist/main.js")));
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  hash.update(JSON.stringify({ demoData: !!opts.demoData, env: opts.env ?? {}, today }));
  const template = path.join(tmpdir(), `gaadi-e2e-template-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(template)) return template;
  const making = mkdtempSync(path.join(tmpdir(), "gaadi-e2e-making-"));
  // A receiver of its own: what the first start sends must not reach a journey's inbox.
  const mail = await startMailCatcher();
  const port = await freePort();
  try {
    await haltServer(
      await spawnServer(serverEnv(opts, making, port, mail.url), port, { text: "" }),
    );
  } finally {
    await mail.close();
  }
  try {
    renameSync(making, template);
  } catch {
    // Another process made the same template meanwhile: theirs is as good.
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

/**
 * Starts the built server on a free port with a fresh embedded database (a copy of the
 * options' template: templateDir) and an SMTP receiver. `env` adds or overrides the server's
 * environment (say PLATFORM_GSTIN).
 */
export async function startApp(opts: AppOptions = {}): Promise<RunningApp> {
  const mail = await startMailCatcher();
  const template = await templateDir(opts);
  const dataDir = mkdtempSync(path.join(tmpdir(), "gaadi-e2e-"));
  cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = { text: "" };
  let child: ChildProcess;

  async function launch(): Promise<void> {
    child = await spawnServer(serverEnv(opts, dataDir, port, mail.url), port, log);
  }

  async function halt(): Promise<void> {
    await haltServer(child);
  }

  await launch();
  return {
    url,
    mail,
    dataDir,
    output: () => log.text,
    async api(method, urlPath, body, token) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers["content-type"] = "application/json";
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${url}/api${urlPath}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as never };
    },
    async restart(whileStopped) {
      await halt();
      await whileStopped?.();
      await launch();
    },
    async stop() {
      await halt();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
}

/** A fresh page (own storage) on the app. Width 1280 unless given (360 for phones). */
export async function newPage(
  browser: Browser,
  app: RunningApp,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: app.url,
    viewport,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  const page = await context.newPage();
  // A public page comes from the server (decision 015); a press on a button made before the
  // app has hydrated it is kept and made again afterwards (lib/early-press.ts, journeys in
  // islands.e2e.ts). Journeys act as someone who waits for the page: every goto returns once
  // the server's HTML is hydrated.
  const goto = page.goto.bind(page);
  page.goto = (async (url: string, options?: Parameters<Page["goto"]>[1]) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  }) as Page["goto"];
  return page;
}

/**
 * Resolves once the app has hydrated the server's HTML (at once for a page the browser renders).
 * Preact (decision 019) hydrates the page in one task and marks the root it rendered into (its
 * `__k`, the root's rendered children); the parts left for later (lib/hydrate-later.tsx) follow
 * one per task, and #root loses its `data-hydrating` when the last is done.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById("ssr-state")) return true;
    const root = document.getElementById("root");
    // data-hydrating: parts hydrated in tasks after the main pass (lib/hydrate-later.tsx).
    return !!root && "__k" in root && !root.hasAttribute("data-hydrating");
  });
}

/**
 * Whether Preact has attached `element`'s event handlers (its `__e`, the element's listeners):
 * a hydrated button or link answers a click. Runs in the page (Locator.evaluate).
 */
export function hasListeners(element: Element): boolean {
  return "__e" in element;
}

let counter = 0;
/** A unique address for this run. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Signs up through the real API, reading the code from the SMTP receiver. Owner on request. */
export async function createAccount(
  app: RunningApp,
  opts: { name?: string; email?: string; password?: string; owner?: boolean } = {},
): Promise<Account> {
  const email = opts.email ?? uniqueEmail();
  const name = opts.name ?? "Test Renter";
  const password = opts.password ?? "s3cret-pass-word";
  const before = app.mail.countFor(email);
  const sent = await app.api("POST", "/otp/send-otp", { email });
  if (sent.status !== 200) throw new Error(`send-otp ${sent.status}: ${JSON.stringify(sent.body)}`);
  const otp = await app.mail.waitForCode(email, { after: before });
  const verified = await app.api<{ verificationToken: string }>("POST", "/otp/verify-otp", {
    email,
    otp,
  });
  const registered = await app.api<{ token: string }>("POST", "/user/register", {
    name,
    email,
    password,
    verificationToken: verified.body.verificationToken,
  });
  if (registered.status !== 200)
    throw new Error(`register ${registered.status}: ${JSON.stringify(registered.body)}`);
  const token = registered.body.token;
  if (opts.owner) {
    const res = await app.api("POST", "/owner/change-role", undefined, token);
    if (res.status !== 200)
      throw new Error(`change-role ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return { name, email, password, token };
}

/** Puts the session token where the web app keeps it, then opens `path`. */
export async function signIn(page: Page, token: string, pathname = "/"): Promise<void> {
  await page.goto("/");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.goto(pathname);
}

/** The newest toast (react-hot-toast's role=status) whose text contains `text`. */
export const toast = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text }).last();

/** Opens the auth dialog from the navbar, logs in and waits for 'Login successful!'. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("button", { name: "Login", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await toast(page, "Login successful!").waitFor();
}

/**
 * Fails on serious or critical axe violations, listing them. Waits first for running CSS
 * transitions (a button going from disabled to enabled fades its colour over 150 ms), so axe
 * measures the colours a person reads, not a frame in between; the CI run of 461058c failed on
 * one such frame.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 2_000)),
    ]),
  );
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/**
 * Writes `${SHOTS_DIR}/${name}.png` of the viewport, or of the first element matching
 * `selector`, when SHOTS_DIR is set (screenshots to look at; nothing compares them).
 */
export async function shoot(page: Page, name: string, selector?: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const path = `${dir}/${name}.png`;
  if (selector) await page.locator(selector).first().screenshot({ path });
  else await page.screenshot({ path });
}
