/**
 * `npm run operator -- grant <email>` / `npm run operator -- revoke <email>` (issue 29 item
 * 1): sets or clears an account's operator flag from the server's shell; no endpoint can.
 * Works on the configured database (DATABASE_URL, or the embedded one in DATA_DIR while the
 * app is stopped), prints what it did, exits 1 on an unknown e-mail, 2 on a bad command.
 * The account's current sessions carry the new flag at their next request.
 */
import path from "node:path";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/client.js";
import { setOperatorFlag } from "./repository.js";

const [command, rawEmail] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !rawEmail) {
  console.error("Usage: npm run operator -- grant <email> | revoke <email>");
  process.exit(2);
}
const email = rawEmail.trim().toLowerCase();
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "pglite"),
});
try {
  await database.migrate();
  const user = await setOperatorFlag(database.db, email, command === "grant");
  if (!user) {
    console.error(`No account with the e-mail ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(
      command === "grant"
        ? `${email} (${user.name}) is now an operator.`
        : `${email} (${user.name}) is no longer an operator.`,
    );
  }
} finally {
  await database.close();
}
