import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const dir = () => mkdtempSync(path.join(tmpdir(), "gaadi-config-"));

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const dataDir = dir();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      smtpUrl: undefined,
      demoData: true,
      publicUrl: "http://localhost:3000",
    });
    expect(c.dataDir).toBe(path.resolve(dataDir));
  });

  it("generates a JWT secret once and keeps it under DATA_DIR", () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "jwt-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it("uses a given JWT_SECRET and writes no file", () => {
    const dataDir = dir();
    const secret = "x".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, "jwt-secret"))).toBe(false);
  });

  it("reads DEMO_DATA=off and treats empty values as unset", () => {
    const c = loadConfig({ DATA_DIR: dir(), DEMO_DATA: "off", DATABASE_URL: "", PORT: "" });
    expect(c.demoData).toBe(false);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(3000);
  });

  it("reads MAIL_POLL_MS (default 5000 ms) and refuses values outside 100 to 3600000", () => {
    expect(loadConfig({ DATA_DIR: dir() }).mailPollMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: dir(), MAIL_POLL_MS: "250" }).mailPollMs).toBe(250);
    for (const bad of ["50", "3600001", "soon", "1.5"])
      expect(() => loadConfig({ DATA_DIR: dir(), MAIL_POLL_MS: bad })).toThrow(
        /MAIL_POLL_MS: must/,
      );
  });

  it("reads JOBS_POLL_MS (default 15000 ms) and refuses values outside 100 to 3600000", () => {
    expect(loadConfig({ DATA_DIR: dir() }).jobsPollMs).toBe(15_000);
    expect(loadConfig({ DATA_DIR: dir(), JOBS_POLL_MS: "1000" }).jobsPollMs).toBe(1000);
    for (const bad of ["50", "3600001", "often", "1.5"])
      expect(() => loadConfig({ DATA_DIR: dir(), JOBS_POLL_MS: bad })).toThrow(
        /JOBS_POLL_MS: must/,
      );
  });

  it("reads API_RATE_LIMIT (default 600 a minute, 0 for off) and refuses other values", () => {
    expect(loadConfig({ DATA_DIR: dir() }).apiRateLimit).toBe(600);
    expect(loadConfig({ DATA_DIR: dir(), API_RATE_LIMIT: "0" }).apiRateLimit).toBe(0);
    expect(loadConfig({ DATA_DIR: dir(), API_RATE_LIMIT: "2400" }).apiRateLimit).toBe(2400);
    for (const bad of ["-1", "1000001", "lots", "2.5"])
      expect(() => loadConfig({ DATA_DIR: dir(), API_RATE_LIMIT: bad })).toThrow(
        /API_RATE_LIMIT: must/,
      );
  });

  it("reads PUBLIC_CACHE_TTL_MS (default 5000 ms, 0 for off) and refuses other values", () => {
    expect(loadConfig({ DATA_DIR: dir() }).publicCacheTtlMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: dir(), PUBLIC_CACHE_TTL_MS: "0" }).publicCacheTtlMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dir(), PUBLIC_CACHE_TTL_MS: "1500" }).publicCacheTtlMs).toBe(
      1500,
    );
    for (const bad of ["-1", "600001", "brief", "2.5"])
      expect(() => loadConfig({ DATA_DIR: dir(), PUBLIC_CACHE_TTL_MS: bad })).toThrow(
        /PUBLIC_CACHE_TTL_MS: must/,
      );
  });

  it("logs each request only when REQUEST_LOG is on or LOG_LEVEL is debug or trace", () => {
    expect(loadConfig({ DATA_DIR: dir() }).requestLog).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), LOG_LEVEL: "info" }).requestLog).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), REQUEST_LOG: "on" }).requestLog).toBe(true);
    expect(loadConfig({ DATA_DIR: dir(), REQUEST_LOG: "off", LOG_LEVEL: "debug" }).requestLog).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: dir(), LOG_LEVEL: "trace" }).requestLog).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir(), REQUEST_LOG: "loud" })).toThrow(
      /REQUEST_LOG: must be on or off/,
    );
  });

  it("checks licences on booking unless LICENCE_CHECKS is off (issue 29)", () => {
    expect(loadConfig({ DATA_DIR: dir() }).licenceChecks).toBe(true);
    expect(loadConfig({ DATA_DIR: dir(), LICENCE_CHECKS: "off" }).licenceChecks).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), LICENCE_CHECKS: "on" }).licenceChecks).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir(), LICENCE_CHECKS: "maybe" })).toThrow(
      /LICENCE_CHECKS: must be on or off/,
    );
  });

  it("names every bad variable in one readable error", () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dir(),
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
        JWT_SECRET: "short",
        DEMO_DATA: "maybe",
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("PORT: must be a number");
    expect(message).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
    expect(message).toContain("SMTP_URL: must start with smtp:// or smtps://");
    expect(message).toContain("JWT_SECRET: must be at least 32 characters");
    expect(message).toContain("DEMO_DATA: must be on or off");
  });
  it("reads UPLOADS_DIR (default DATA_DIR/uploads), DRAIN_MS (0), SHUTDOWN_TIMEOUT_MS (10000), REDIS_URL, TRUST_PROXY", () => {
    const dataDir = dir();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.uploadsDir).toBe(path.join(path.resolve(dataDir), "uploads"));
    expect(c.drainMs).toBe(0);
    expect(c.shutdownTimeoutMs).toBe(10_000);
    expect(c.redisUrl).toBeUndefined();
    expect(c.trustProxy).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1" }).trustProxy,
    ).toEqual(["127.0.0.1", "10.0.0.0/8", "::1"]);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: must be addresses/,
    );
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: "redis://10.0.0.5:6379/2" }).redisUrl).toBe(
      "redis://10.0.0.5:6379/2",
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: "10.0.0.5:6379" })).toThrow(
      /REDIS_URL: must start with redis:\/\//,
    );
    const shared = dir();
    const set = loadConfig({
      DATA_DIR: dataDir,
      UPLOADS_DIR: shared,
      DRAIN_MS: "5000",
      SHUTDOWN_TIMEOUT_MS: "30000",
    });
    expect(set).toMatchObject({ uploadsDir: path.resolve(shared), drainMs: 5000 });
    expect(set.shutdownTimeoutMs).toBe(30_000);
    for (const bad of ["-1", "120001", "a while", "1.5"])
      expect(() => loadConfig({ DATA_DIR: dataDir, DRAIN_MS: bad })).toThrow(/DRAIN_MS: must/);
    for (const bad of ["999", "600001", "never"])
      expect(() => loadConfig({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: bad })).toThrow(
        /SHUTDOWN_TIMEOUT_MS: must/,
      );
  });
});

describe("the platform's rates (issue 27)", () => {
  it("default to a 10% trip fee, 18% GST and a 20% host commission, no GSTIN", () => {
    const c = loadConfig({ DATA_DIR: dir() });
    expect(c.rates).toEqual({ tripFeePercent: 10, gstPercent: 18, hostCommissionPercent: 20 });
    expect(c.platformGstin).toBeUndefined();
  });

  it("reads whole percentages 0 to 100 and a GSTIN", () => {
    const c = loadConfig({
      DATA_DIR: dir(),
      TRIP_FEE_PERCENT: "0",
      GST_PERCENT: "100",
      HOST_COMMISSION_PERCENT: "15",
      PLATFORM_GSTIN: "27AAPFU0939F1ZV",
    });
    expect(c.rates).toEqual({ tripFeePercent: 0, gstPercent: 100, hostCommissionPercent: 15 });
    expect(c.platformGstin).toBe("27AAPFU0939F1ZV");
  });

  it("refuses a rate out of range or not whole, naming the variable in one line", () => {
    for (const name of ["TRIP_FEE_PERCENT", "GST_PERCENT", "HOST_COMMISSION_PERCENT"])
      for (const bad of ["-1", "101", "12.5", "ten"])
        expect(() => loadConfig({ DATA_DIR: dir(), [name]: bad })).toThrow(
          new ConfigError(
            `Invalid configuration:\n  ${name}: must be a whole number from 0 to 100 (percent)`,
          ),
        );
    expect(() => loadConfig({ DATA_DIR: dir(), PLATFORM_GSTIN: "GST123" })).toThrow(
      /PLATFORM_GSTIN: must be a GSTIN/,
    );
  });

  it("a bad rate stops the server before it listens, with that line on stderr", () => {
    const main = path.join(import.meta.dirname, "main.ts");
    // From an empty folder, so no .env is read; tsx named by its path for the same reason.
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
    const run = spawnSync(process.execPath, ["--import", tsx, main], {
      cwd: dir(),
      env: { PATH: process.env.PATH, DATA_DIR: dir(), DEMO_DATA: "off", GST_PERCENT: "101" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "Invalid configuration:\n  GST_PERCENT: must be a whole number from 0 to 100 (percent)\n",
    );
  }, 60_000);
});

describe("payments (issue 28 item 1)", () => {
  const keys = {
    RAZORPAY_KEY_ID: "rzp_test_gaadi",
    RAZORPAY_KEY_SECRET: "key-secret",
    RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
  };

  it("are offline with PAYMENTS unset, a 15-minute window, and Razorpay's keys ignored", () => {
    const c = loadConfig({ DATA_DIR: dir() });
    expect(c.payments).toEqual({ mode: "offline" });
    expect(c.paymentWindowMinutes).toBe(15);
    expect(loadConfig({ DATA_DIR: dir(), PAYMENTS: "offline", ...keys }).payments).toEqual({
      mode: "offline",
    });
  });

  it("with PAYMENTS=razorpay read the keys, Razorpay's URLs by default, and a given URL", () => {
    expect(loadConfig({ DATA_DIR: dir(), PAYMENTS: "razorpay", ...keys }).payments).toEqual({
      mode: "razorpay",
      keyId: "rzp_test_gaadi",
      keySecret: "key-secret",
      webhookSecret: "webhook-secret",
      apiUrl: "https://api.razorpay.com",
      checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js",
    });
    const local = loadConfig({
      DATA_DIR: dir(),
      PAYMENTS: "razorpay",
      ...keys,
      RAZORPAY_API_URL: "http://127.0.0.1:4010/",
      RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:4010/v1/checkout.js",
      PAYMENT_WINDOW_MINUTES: "120",
    });
    expect(local.payments).toMatchObject({
      apiUrl: "http://127.0.0.1:4010",
      checkoutUrl: "http://127.0.0.1:4010/v1/checkout.js",
    });
    expect(local.paymentWindowMinutes).toBe(120);
  });

  it("with PAYMENTS=razorpay refuse missing keys in one line naming each", () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PAYMENTS: "razorpay" })).toThrow(
      new ConfigError(
        "Invalid configuration:\n  PAYMENTS: razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET set",
      ),
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dir(),
        PAYMENTS: "razorpay",
        RAZORPAY_KEY_ID: "rzp_test_gaadi",
        RAZORPAY_WEBHOOK_SECRET: "",
      }),
    ).toThrow(
      new ConfigError(
        "Invalid configuration:\n  PAYMENTS: razorpay needs RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET set",
      ),
    );
  });

  it("refuse an unknown mode, a URL that is not http(s) and a window outside 1 to 120", () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PAYMENTS: "stripe" })).toThrow(
      new ConfigError("Invalid configuration:\n  PAYMENTS: must be offline or razorpay"),
    );
    for (const name of ["RAZORPAY_API_URL", "RAZORPAY_CHECKOUT_URL"])
      for (const bad of ["api.razorpay.com", "ftp://127.0.0.1/"])
        expect(() => loadConfig({ DATA_DIR: dir(), [name]: bad })).toThrow(
          new ConfigError(`Invalid configuration:\n  ${name}: must be an http:// or https:// URL`),
        );
    for (const bad of ["0", "121", "7.5", "soon"])
      expect(() => loadConfig({ DATA_DIR: dir(), PAYMENT_WINDOW_MINUTES: bad })).toThrow(
        new ConfigError(
          "Invalid configuration:\n  PAYMENT_WINDOW_MINUTES: must be a whole number of minutes from 1 to 120",
        ),
      );
  });

  it("PAYMENTS=razorpay without its keys stops the server before it listens, naming them", () => {
    const main = path.join(import.meta.dirname, "main.ts");
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
    const run = spawnSync(process.execPath, ["--import", tsx, main], {
      cwd: dir(),
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dir(),
        DEMO_DATA: "off",
        PAYMENTS: "razorpay",
        RAZORPAY_KEY_ID: "rzp_test_gaadi",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "Invalid configuration:\n  PAYMENTS: razorpay needs RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET set\n",
    );
  }, 60_000);
});
