/**
 * One press, one request (issue 25, defects 3 and 10): the shared guard against a double press
 * that every call changing something goes through (api() in api-client.ts), so no screen has
 * to opt in.
 *
 * - While a request runs, an identical one (same method, address and body: JSON by value,
 *   FormData by its entries, a file by name, size and lastModified) is not sent: the
 *   second caller gets the running request's promise, so both see the same answer. TanStack
 *   Query calls a `mutate(…, { onSuccess })` callback for the newest call only, so the screen
 *   shows its success (toast, dialog closing, navigation) once and no error.
 * - Every such request carries an `Idempotency-Key` (a UUID). An identical request made less
 *   than REPEAT_WINDOW_MS after the first finished (a double click straddling the answer) is
 *   sent with the same key, so the server answers the first answer again and changes nothing;
 *   after that a repeat is a new request with a fresh key (book again after cancelling).
 */

/** How long after an identical request finished a repeat still counts as the same press, ms. */
export const REPEAT_WINDOW_MS = 1000;

/** A request sent lately: its key, and its promise while it runs. */
interface Sent {
  key?: string;
  running?: Promise<unknown> | null;
}

/** The requests sent lately, by fingerprint (see sendOnce). */
const sent = new Map<string, Sent>();

/**
 * Sends the request `method` `url` (path and query) with `body` by calling
 * `send(idempotencyKey)`, unless an identical one is running: then returns that one's promise
 * and sends nothing. Identical means the same method, url and body: a JSON value by value,
 * FormData by its entries with each file as name, size and lastModified (its bytes are not
 * read). The key is the previous identical request's when it finished less than
 * REPEAT_WINDOW_MS ago, else a new UUID; none outside secure contexts (a page served over plain
 * http from another host than localhost), where `crypto.randomUUID` is missing.
 */
export function sendOnce<T>(
  method: string,
  url: string,
  body: unknown,
  send: (key?: string) => Promise<T>,
): Promise<T> {
  const print = JSON.stringify([
    method,
    url,
    body instanceof FormData
      ? [...body].map(([k, v]) =>
          typeof v === "string" ? [k, v] : [k, v.name, v.size, v.lastModified],
        )
      : body,
  ]);
  const last = sent.get(print);
  if (last?.running) return last.running as Promise<T>;
  const entry: Sent = { key: last?.key ?? crypto.randomUUID?.() };
  entry.running = send(entry.key).finally(() => {
    entry.running = null;
    setTimeout(() => sent.get(print) === entry && sent.delete(print), REPEAT_WINDOW_MS);
  });
  sent.set(print, entry);
  return entry.running as Promise<T>;
}
