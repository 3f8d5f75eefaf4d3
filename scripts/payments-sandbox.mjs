// `npm run payments:sandbox` (issue 28 item 8): Gaadi with online payments, against the fake
// Razorpay in apps/server/src/modules/payments/fake-razorpay, for trying payments without a
// Razorpay account. Starts the fake on loopback (FAKE_RAZORPAY_PORT, default 4010) with webhooks
// to the app, then the app as `npm start` does (building when the sources changed) with
// PAYMENTS=razorpay and RAZORPAY_* pointed at the fake, its data in DATA_DIR (default
// ./data/sandbox, apart from `npm start`'s). In the stand-in checkout, pay with the UPI id
// success@razorpay, or failure@razorpay to see a payment fail. Ctrl-C stops both.
// `--no-build` serves the existing build (the test of this script uses it).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = process.env.PORT || "3000";
const keys = {
  RAZORPAY_KEY_ID: process.env.RAZORPAY_KEY_ID || "rzp_test_gaadisandbox",
  RAZORPAY_KEY_SECRET: process.env.RAZORPAY_KEY_SECRET || "sandbox_key_secret",
  RAZORPAY_WEBHOOK_SECRET: process.env.RAZORPAY_WEBHOOK_SECRET || "sandbox_webhook_secret",
};

const children = [];
let stopping = false;
/** Stops both processes once, exiting with `code` (the first reason to stop wins). */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));

/** Starts the fake and resolves with its base URL once it prints that it listens. */
function startFake() {
  const fake = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/modules/payments/fake-razorpay/main.ts"],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        ...keys,
        FAKE_RAZORPAY_PORT: process.env.FAKE_RAZORPAY_PORT || "4010",
        FAKE_RAZORPAY_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/webhook`,
      },
    },
  );
  children.push(fake);
  return new Promise((resolve, reject) => {
    let out = "";
    fake.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      out += chunk;
      const url = /listening at (\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    fake.on("exit", (code) => {
      reject(new Error(`the fake Razorpay stopped (exit ${code})`));
      stopAll(code || 1);
    });
  });
}

let fakeUrl;
try {
  fakeUrl = await startFake();
} catch (err) {
  console.error(String(err));
  stopAll(1);
}
if (fakeUrl) {
  const serveBuilt = process.argv.includes("--no-build");
  const app = spawn(
    process.execPath,
    [serveBuilt ? "apps/server/dist/main.js" : "scripts/start.mjs"],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        ...keys,
        PORT: port,
        DATA_DIR: process.env.DATA_DIR || "./data/sandbox",
        PAYMENTS: "razorpay",
        RAZORPAY_API_URL: fakeUrl,
        RAZORPAY_CHECKOUT_URL: `${fakeUrl}/v1/checkout.js`,
      },
    },
  );
  children.push(app);
  console.log(
    `Payments sandbox: Gaadi at http://localhost:${port} pays through the fake Razorpay at ${fakeUrl}; in its checkout use the UPI id success@razorpay (or failure@razorpay).`,
  );
  app.on("exit", (code) => stopAll(code ?? 0));
}
