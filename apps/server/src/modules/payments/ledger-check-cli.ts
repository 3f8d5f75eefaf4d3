/**
 * `npm run ledger:check` (issue 28 item 6): the operator's check of the books. Runs
 * `ledgerProblems` over every booking of the configured database (DATABASE_URL, or the embedded
 * one in DATA_DIR while the app is stopped) and prints each booking whose ledger is off with the
 * reason, or that all balance; exits 1 when any is off, so it can run from cron or CI.
 */
import path from "node:path";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/client.js";
import { ledgerProblems, ledgerTotals } from "./repository.js";

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "pglite"),
});
try {
  await database.migrate(); // as the app does on start: a database it has not yet seen is empty
  const problems = await ledgerProblems(database.db);
  const { bookings, entries } = await ledgerTotals(database.db);
  for (const p of problems) console.log(`${p.bookingId}  ${p.problem}`);
  console.log(
    problems.length === 0
      ? `Ledger balanced: ${bookings} bookings, ${entries} entries, no problems.`
      : `${problems.length} problem(s) in the ledger of ${bookings} bookings.`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
