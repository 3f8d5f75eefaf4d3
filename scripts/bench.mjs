// `npm run bench` (bench/README.md, docs/PERFORMANCE.md): builds the app, prints the bundle
// report, then measures in this order, the measurements that a busy machine moves most first:
// Lighthouse on the built app (median of LIGHTHOUSE_RUNS, 3 here; a missed budget is printed,
// and fails only with LIGHTHOUSE_STRICT=1), interaction to next paint (bench/inp.ts, median of
// INP_RUNS, 3; fails above 200 ms), the built app's throughput beside a bare Fastify
// (bench/throughput.ts, both databases in one run), every API bench (catalogue, availability,
// analytics) on the embedded database and, when DATABASE_URL is set, again on that PostgreSQL
// server (each bench makes and drops its own throw-away database there), the scale bench
// (bench/scale.ts: 10,000 cars, 200,000 bookings, 50,000 reviews; PostgreSQL only, so only when
// DATABASE_URL is set) and booking creation on disk (bench/durability.ts). The bulk loads come
// last: PostgreSQL's background work after them (autovacuum, checkpoints) would otherwise share
// the two cores with the browser and throughput runs. Sizes are moderate so the whole run takes
// minutes: each bench gets the defaults below unless you set its knob yourself (BENCH_CARS,
// BENCH_RUNS, ... as bench/README.md lists; a knob you set applies to every bench that reads
// it). BENCH_SKIP_BUILD=1 uses the existing build. Every step runs; the run exits non-zero
// after the last if any step failed, and names them.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Moderate sizes per bench (the benches' own defaults are the full-size ones). */
const DEFAULTS = {
  "bench/catalogue.ts": { BENCH_CARS: "20000", BENCH_RUNS: "30" },
  "bench/availability.ts": { BENCH_CARS: "5000", BENCH_BOOKINGS_PER_CAR: "20", BENCH_RUNS: "50" },
  "bench/analytics.ts": { BENCH_OWNER_CARS: "20", BENCH_BOOKINGS_PER_CAR: "400", BENCH_RUNS: "50" },
};
/** The browser benches' runs a page (issue 26: the median of three). */
const BROWSER_DEFAULTS = {
  "bench/lighthouse.ts": { LIGHTHOUSE_RUNS: "3" },
  "bench/inp.ts": { INP_RUNS: "3" },
};

/** The titles of the steps that failed. */
const failed = [];

function run(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n## ${title}\n`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal})`);
    failed.push(title);
  }
  console.log(`\n(${title}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

/** The bench's defaults, overridden by whatever the caller set. */
function knobs(script) {
  const env = {};
  for (const [key, value] of Object.entries(DEFAULTS[script] ?? BROWSER_DEFAULTS[script] ?? {})) {
    env[key] = process.env[key] ?? value;
  }
  return env;
}

const postgres = process.env.DATABASE_URL ?? "";
console.log(`# npm run bench, ${new Date().toISOString()}`);
if (process.env.BENCH_SKIP_BUILD !== "1") {
  run("Build", "npm", ["run", "build"]);
  if (failed.length > 0) process.exit(1);
}
run("Bundle report", "npx", ["tsx", "bench/bundle-report.ts"]);
run(
  `Lighthouse (built app, demo data, embedded database, median of ${knobs("bench/lighthouse.ts").LIGHTHOUSE_RUNS} runs)`,
  "npx",
  ["tsx", "bench/lighthouse.ts"],
  knobs("bench/lighthouse.ts"),
);
run(
  `Interaction to next paint, 4x CPU slowdown (built app, demo data, median of ${knobs("bench/inp.ts").INP_RUNS} runs)`,
  "npx",
  ["tsx", "bench/inp.ts"],
  knobs("bench/inp.ts"),
);
run(
  `API throughput beside bare Fastify (built app, demo data, embedded${postgres ? " and PostgreSQL" : ""})`,
  "npx",
  ["tsx", "bench/throughput.ts"],
);
const databases = [["embedded PGlite", ""]];
if (postgres) databases.push(["PostgreSQL", postgres]);
for (const [name, url] of databases) {
  for (const script of Object.keys(DEFAULTS)) {
    const env = { ...knobs(script), DATABASE_URL: url };
    const sizes = Object.entries(knobs(script))
      .map(([k, v]) => `${k}=${v}`)
      .join(" ");
    run(`${script} on ${name} (${sizes})`, "npx", ["tsx", script], env);
  }
}
if (postgres) {
  run(
    "bench/scale.ts on PostgreSQL only (10,000 cars, 200,000 bookings, 50,000 reviews)",
    "npx",
    ["tsx", "bench/scale.ts"],
    { DATABASE_URL: postgres },
  );
}
run("Booking creation on the embedded database on disk, fsync off and on (decision 016)", "npx", [
  "tsx",
  "bench/durability.ts",
]);
if (failed.length > 0) {
  console.error(`\n${failed.length} step(s) failed:\n${failed.map((t) => `- ${t}`).join("\n")}`);
  process.exit(1);
}
