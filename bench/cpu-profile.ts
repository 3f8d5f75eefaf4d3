/**
 * The top self-time entries of a V8 CPU profile (`node --cpu-prof`, as bench/throughput.ts
 * writes with BENCH_CPU_PROF=<dir>): `npx tsx bench/cpu-profile.ts <file.cpuprofile> [count]`.
 * Prints each function (name, file:line) with its self time as a share of the busy time (all
 * samples but "(idle)") and of all samples, largest first; "(program)" and "(garbage
 * collector)" are V8's own. Also sums the self time by package (node_modules/<name>), node
 * internals and the app's own dist/ code.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) {
  console.error("usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [count]");
  process.exit(1);
}
const count = Number(process.argv[3] ?? 20);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** Where a frame's code comes from: a package, node itself, the app, or V8. */
function origin(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return "node internals";
  if (url.includes("/dist/")) return "app (dist)";
  return url ? url : "(V8)";
}

const byFrame = new Map<string, number>();
const byOrigin = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id)!;
  total += us;
  if (callFrame.functionName === "(idle)") {
    idle += us;
    continue;
  }
  const where = callFrame.url
    ? ` ${callFrame.url.replace(/^.*node_modules\//, "")}:${callFrame.lineNumber + 1}`
    : "";
  const key = `${callFrame.functionName || "(anonymous)"}${where}`;
  byFrame.set(key, (byFrame.get(key) ?? 0) + us);
  const from = callFrame.url ? origin(callFrame.url) : callFrame.functionName;
  byOrigin.set(from, (byOrigin.get(from) ?? 0) + us);
}
const busy = total - idle;
const pct = (us: number, of: number) => `${((100 * us) / of).toFixed(1)}%`;
console.log(
  `profile ${(total / 1e6).toFixed(1)} s, busy ${pct(busy, total)} (idle ${(idle / 1e6).toFixed(1)} s)\n`,
);
console.log("| self time (function, file:line) | of busy | of all |\n| --- | ---: | ---: |");
for (const [key, us] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, count)) {
  console.log(`| ${key} | ${pct(us, busy)} | ${pct(us, total)} |`);
}
console.log("\n| by origin | of busy |\n| --- | ---: |");
for (const [key, us] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, count)) {
  console.log(`| ${key} | ${pct(us, busy)} |`);
}
