/**
 * Prints the built web app's JavaScript per route (bench/README.md, `bundle-report.ts`): the
 * first load every page shares, then each on-demand chunk (pages, owner area, dialogs, menus)
 * with what it adds and the total to open it, gzip KB (1,024 bytes). Reads apps/web/dist: run
 * `npm run build` first. Exits 1 when the first load is over its budget.
 */
import { FIRST_LOAD_BUDGET_BYTES, firstLoad, gzipTotal, routeBundles } from "./bundle.js";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const first = firstLoad();
const firstGzip = gzipTotal(first);
console.log(`First load: ${kb(firstGzip)} KB gzip (budget ${kb(FIRST_LOAD_BUDGET_BYTES)} KB)`);
for (const c of first) console.log(`  ${kb(c.gzip).padStart(6)}  ${c.url}`);
console.log("\n| on demand | adds KB gzip | page total KB gzip |\n| --- | ---: | ---: |");
for (const r of routeBundles().sort((a, b) => a.route.localeCompare(b.route))) {
  console.log(`| ${r.route} | ${kb(r.ownGzip)} | ${kb(r.totalGzip)} |`);
}
if (firstGzip > FIRST_LOAD_BUDGET_BYTES) process.exitCode = 1;
