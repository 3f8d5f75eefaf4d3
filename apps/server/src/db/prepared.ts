/**
 * Drizzle prepared statements built once per database (issue 13, docs/PERFORMANCE.md "API
 * throughput"): `const find = preparedPerDb((db) => db.select()...prepare("name"))`, then
 * `await find(app.db).execute({ ...placeholders })`. The query is built (SQL text, parameter
 * mapping) the first time a database asks; on PostgreSQL the named statement is then parsed once
 * per pooled connection. For the hot public reads, whose shape never changes between requests.
 * Pass the app's database, not a transaction: each handle gets its own statement.
 */
import type { Db } from "./client.js";

export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
