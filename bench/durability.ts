/**
 * Booking creation on the embedded database on disk, before and after durability (issue 14,
 * decision 016): PGlite's own default (fsync off: a commit is acknowledged once written to the
 * operating system, so a power cut can lose it) against DurableNodeFS (fsync on, each commit
 * flushed to the disk first). The real app, POST /api/bookings/create through app.inject,
 * BENCH_BOOKINGS (default 200) bookings one after another, 20 renters on 10 cars, distinct
 * dates, each renter from its own address; prints p50/p95/p99 ms and bookings a second. `npx tsx bench/durability.ts`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDaysTo, indiaToday } from "@gaadi/shared";
import { buildApp } from "../apps/server/src/app.js";
import { embeddedSyncCount, openDatabase } from "../apps/server/src/db/client.js";
import { createCar, createUser, testConfig } from "../apps/server/test/helpers.js";
import { measure, printTimings, type Timing } from "./support.js";

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200);

async function run(
  durable: boolean,
): Promise<{ timing: Timing; perSecond: number; syncs: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "gaadi-bench-durable-"));
  const database = await openDatabase({ pgliteDir: path.join(dir, "pglite"), durable });
  await database.migrate();
  const app = await buildApp({
    config: testConfig({ dataDir: dir }),
    database,
    logger: false,
    security: { apiPerMinute: 0 },
  });
  await app.ready();
  try {
    const owner = await createUser(app, { role: "owner" });
    const cars = await Promise.all(Array.from({ length: 10 }, () => createCar(app, owner.id)));
    // 20 renters: the strict limit allows 20 booking requests a quarter hour per renter.
    const renters = await Promise.all(Array.from({ length: 20 }, () => createUser(app)));
    const start = addDaysTo(indiaToday(), 10);
    let n = 0;
    const syncsBefore = embeddedSyncCount();
    const began = performance.now();
    const timing = await measure(
      durable ? "fsync on (durable)" : "fsync off (PGlite default)",
      BOOKINGS,
      0,
      async () => {
        const i = n++;
        const pickupDate = addDaysTo(start, Math.floor(i / cars.length) * 2);
        const res = await app.inject({
          method: "POST",
          url: "/api/bookings/create",
          headers: renters[i % renters.length]!.auth,
          // Each renter from an address of its own (the strict limit counts per address too).
          remoteAddress: `10.0.${i % renters.length}.1`,
          payload: {
            car: cars[i % cars.length]!.id,
            pickupDate,
            returnDate: addDaysTo(pickupDate, 1),
          },
        });
        if (res.statusCode !== 200) throw new Error(`booking ${i}: ${res.statusCode} ${res.body}`);
        return i + 1;
      },
    );
    const seconds = (performance.now() - began) / 1000;
    return { timing, perSecond: BOOKINGS / seconds, syncs: embeddedSyncCount() - syncsBefore };
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const before = await run(false);
const after = await run(true);
printTimings([before.timing, after.timing], ["p50", "p95", "p99"]);
for (const [label, r] of [
  ["fsync off", before],
  ["fsync on", after],
] as const)
  console.log(`${label}: ${r.perSecond.toFixed(0)} bookings/s, ${r.syncs} fsync calls to the disk`);
