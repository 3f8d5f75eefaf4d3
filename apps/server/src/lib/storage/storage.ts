/**
 * Where uploaded and generated files live (decision 005). A Storage stores bytes under a key
 * such as 'cars/<uuid>.webp' and names the public URL it is served at. The local-disk
 * implementation writes under `${dataDir}/uploads`, which the uploads plugin serves at
 * /uploads/; another implementation (object storage) can replace it behind the same interface.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export interface Storage {
  /** Stores `body` under `key` (replacing any file there). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the file at `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The URL the file at `key` is served at ('/uploads/<key>' on local disk). */
  publicUrl(key: string): string;
  /** The key behind a URL this storage gave out, or undefined for any other URL. */
  keyOf(url: string): string | undefined;
}

/** Keys are relative paths of safe segments: no '..', no absolute paths, no odd characters. */
const KEY_RE = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

export function assertSafeKey(key: string): void {
  if (!KEY_RE.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
}

/**
 * Files on local disk under `root`, served under `urlPrefix` (e.g. '/uploads/'). Writes go to a
 * temporary name first and are renamed into place, so a half-written file is never served.
 */
export function createLocalStorage(opts: { root: string; urlPrefix: string }): Storage {
  const prefix = opts.urlPrefix.endsWith("/") ? opts.urlPrefix : `${opts.urlPrefix}/`;
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(opts.root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${prefix}${key}`;
    },
    keyOf(url) {
      if (!url.startsWith(prefix)) return undefined;
      const key = url.slice(prefix.length);
      return KEY_RE.test(key) && !key.includes("..") ? key : undefined;
    },
  };
}
