/**
 * Private uploads (issue 29: driving licence photos): files kept under
 * `config.privateUploadsDir`, which no static route serves (config.ts refuses it inside the
 * public uploads folder). Keys are the storage's safe relative paths, e.g.
 * 'licences/<uuid>.webp'; writes are atomic (temporary name, then rename), as for public
 * uploads (storage.ts).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, createLocalStorage } from "./storage.js";

/** Stores and removes private files; `publicUrl`/`keyOf` are never used for them. */
export interface PrivateFiles {
  /** Stores `body` at `key` (replacing any file there). */
  put(key: string, body: Buffer): Promise<void>;
  /** Removes the file at `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The bytes at `key`, or null when there is no such file. Throws on an unsafe key. */
  read(key: string): Promise<Buffer | null>;
}

/** Private files under `root` (config.privateUploadsDir). */
export function createPrivateFiles(root: string): PrivateFiles {
  const disk = createLocalStorage({ root, urlPrefix: "/private-not-served/" });
  return {
    put: (key, body) => disk.put(key, body, "application/octet-stream"),
    remove: (key) => disk.remove(key),
    async read(key) {
      assertSafeKey(key);
      try {
        return await readFile(path.join(root, ...key.split("/")));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
  };
}
