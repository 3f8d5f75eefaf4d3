/**
 * The store behind the public read cache (decision 013): serialized answers of anonymous
 * public GET reads, in an LRU (`lru-cache`) bounded by total bytes and by a TTL, with a
 * generation counter that every invalidation advances.
 *
 * The guard: a request takes a ticket (its key and the generation) when it starts and may
 * store its answer only if the generation is still the same when it ends, so a read that
 * began before a write and ends after the write's invalidation is never kept. Keys carry
 * India's date, so nothing computed for one day is served on the next.
 *
 * The store only works while `live` (the database's change feed is listening, or this is a
 * test that says so): until then, and after the feed is lost, nothing is served or stored.
 */
import { type BrotliOptions, brotliCompressSync, gzipSync } from "node:zlib";
import { indiaToday } from "@gaadi/shared";
import { LRUCache } from "lru-cache";

/** One stored answer: the JSON body, its validator and type, and compressed copies. */
export interface StoredAnswer {
  body: Buffer;
  /** Its weak ETag; "" for a POST read's answer, which has none (caching.ts). */
  etag: string;
  contentType: string;
  /**
   * Brotli (the `brotli` option: quality 4, as @fastify/compress) and gzip copies; absent
   * below the threshold.
   */
  br?: Buffer;
  gzip?: Buffer;
}

/** What a request holds between its start and its answer. */
export interface ReadTicket {
  key: string;
  generation: number;
}

export interface PublicReadStoreOptions {
  /** How long an answer may be served (ms); 0 turns the store off. */
  ttlMs: number;
  /** Upper bound of the bytes held (bodies, compressed copies, keys). */
  maxBytes: number;
  /** Bodies of at least this many bytes get compressed copies (COMPRESS_THRESHOLD). */
  compressFrom: number;
  /** The brotli copies' settings (BROTLI_OPTIONS: as @fastify/compress and the pages). */
  brotli: BrotliOptions;
}

/** Default bound of the cache's memory: about 1,600 listing pages of 20 KB with their copies. */
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The query string's parameters in a stable order by name (the order among repeats of one
 * name is kept, since it can matter), so `?limit=24&page=1` and `?page=1&limit=24` share an
 * entry. Nothing is decoded: two spellings of one value are two keys, never a wrong answer.
 */
export function normalizedUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const name = (part: string) => {
    const eq = part.indexOf("=");
    return eq < 0 ? part : part.slice(0, eq);
  };
  const parts = url
    .slice(q + 1)
    .split("&")
    .filter((part) => part !== "")
    .sort((a, b) => {
      const x = name(a);
      const y = name(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
  return `${url.slice(0, q)}?${parts.join("&")}`;
}

/** How many invalidation reasons a store remembers (PublicReadStore.recentReasons). */
const RECENT_REASONS = 256;

export class PublicReadStore {
  readonly #cache: LRUCache<string, StoredAnswer>;
  readonly #ttlMs: number;
  readonly #compressFrom: number;
  readonly #brotli: BrotliOptions;
  #generation = 0;
  #live = false;

  constructor(opts: PublicReadStoreOptions) {
    this.#ttlMs = opts.ttlMs;
    this.#compressFrom = opts.compressFrom;
    this.#brotli = opts.brotli;
    this.#cache = new LRUCache<string, StoredAnswer>({
      maxSize: opts.maxBytes,
      ttl: Math.max(opts.ttlMs, 1),
      sizeCalculation: (answer, key) =>
        answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + key.length,
    });
  }

  /** Serving and storing: a TTL above 0 and a live change feed. */
  get enabled(): boolean {
    return this.#ttlMs > 0 && this.#live;
  }

  /** Advances on every invalidation; a ticket of an older generation cannot store. */
  get generation(): number {
    return this.#generation;
  }

  /** Entries held now (tests, diagnostics). */
  get size(): number {
    return this.#cache.size;
  }

  /** Whether changes are being announced. Either way everything held is dropped. */
  setLive(live: boolean): void {
    this.#live = live;
    this.invalidate(live ? "listening" : "not listening");
  }

  /** Why the last invalidation happened (a table's name, from the notification; diagnostics). */
  lastReason = "";

  /** The reasons of the last RECENT_REASONS invalidations, oldest first (diagnostics, tests). */
  readonly recentReasons: string[] = [];

  /** A write happened (or may have): drop everything and make running reads unstorable. */
  invalidate(reason = ""): void {
    this.#generation++;
    this.lastReason = reason;
    this.recentReasons.push(reason);
    if (this.recentReasons.length > RECENT_REASONS) this.recentReasons.shift();
    this.#cache.clear();
  }

  /** India's date at `now` (epoch ms): part of every key. */
  today(now = Date.now()): string {
    return indiaToday(new Date(now));
  }

  /** A ticket for the request to `url` (path and query), or undefined while off. */
  begin(url: string): ReadTicket | undefined {
    if (!this.enabled) return undefined;
    return { key: `${this.today()} ${normalizedUrl(url)}`, generation: this.#generation };
  }

  /**
   * A ticket for a POST read to `url` (path and query as sent) with `body`, its validated
   * body as JSON (check-availability), or undefined while off. Its key starts with "POST ", so
   * it never meets a GET's.
   */
  beginPost(url: string, body: string): ReadTicket | undefined {
    if (!this.enabled) return undefined;
    return { key: `${this.today()} POST ${url} ${body}`, generation: this.#generation };
  }

  /** The stored answer for a ticket's key, if any and not expired. */
  get(ticket: ReadTicket): StoredAnswer | undefined {
    return this.#cache.get(ticket.key);
  }

  /**
   * Keeps a 200 answer's JSON for later requests with the same key, with brotli and gzip
   * copies made once. Refused (false) when the store is off or any invalidation happened
   * since the ticket was taken.
   */
  set(ticket: ReadTicket, body: Buffer, etag: string, contentType: string): boolean {
    if (!this.enabled || ticket.generation !== this.#generation) return false;
    const answer: StoredAnswer = { body, etag, contentType };
    if (body.length >= this.#compressFrom) {
      answer.br = brotliCompressSync(body, this.#brotli);
      answer.gzip = gzipSync(body);
    }
    this.#cache.set(ticket.key, answer);
    return true;
  }
}
