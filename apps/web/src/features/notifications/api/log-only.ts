/**
 * Failures of the notification calls are logged only (customer document section 8: "logged
 * only, nothing shown"): `logOnly` is what the fetchers and mutations do with them.
 */

/** Logs a failed notification call to the console and rethrows it; `what` names the call. */
export function logOnly(what: string) {
  return (err: unknown): never => {
    console.error(`Notifications: ${what} failed`, err);
    throw err;
  };
}
