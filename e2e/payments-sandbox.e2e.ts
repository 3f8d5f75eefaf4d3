/**
 * `npm run payments:sandbox` (issue 28 item 8) from a fresh clone's build: the script starts
 * the fake Razorpay and the app wired to it, the app serves with online payments on (its CSP
 * admits the fake's checkout), the fake serves the stand-in checkout, and one Ctrl-C (SIGINT)
 * stops both.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./harness.js";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "gaadi-sandbox-"));
let sandbox: ChildProcess | undefined;

afterAll(() => {
  if (sandbox?.exitCode === null) sandbox.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves with the first match of `pattern` in the child's output (60 s at most). */
function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk;
      const found = pattern.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
  });
}

describe("npm run payments:sandbox", () => {
  it("starts the fake and the app paying through it, and stops both on Ctrl-C", async () => {
    const port = await freePort();
    sandbox = spawn(process.execPath, ["scripts/payments-sandbox.mjs", "--no-build"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(port),
        FAKE_RAZORPAY_PORT: "0",
        DATA_DIR: dataDir,
        DEMO_DATA: "off",
        JOBS_POLL_MS: "1000",
      },
    });
    const exited = new Promise<number | null>((done) => sandbox!.on("exit", done));
    const [, fakeUrl] = await waitForOutput(sandbox, /Fake Razorpay listening at (\S+)/);
    await waitForOutput(sandbox, /Payments sandbox: Gaadi at/);

    const app = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${app}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    const page = await fetch(`${app}/`);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' ${fakeUrl}`);
    expect(csp).toContain(`connect-src 'self' ${fakeUrl}`);

    const checkout = await fetch(`${fakeUrl}/v1/checkout.js`);
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toContain("success@razorpay");

    sandbox.kill("SIGINT");
    expect(await exited).toBe(0);
    await expect(fetch(`${app}/api/health`)).rejects.toThrow();
    await expect(fetch(`${fakeUrl}/v1/checkout.js`)).rejects.toThrow();
  });
});
