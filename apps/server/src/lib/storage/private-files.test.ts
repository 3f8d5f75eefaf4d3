/** Private files: stored, read back, removed; a missing file reads as null; unsafe keys throw. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { createPrivateFiles } from "./private-files.js";

describe("private files", () => {
  it("stores, reads and removes a file, and refuses an unsafe key", async () => {
    const files = createPrivateFiles(mkdtempSync(path.join(tmpdir(), "gaadi-private-")));
    await files.put("licences/a.webp", Buffer.from("front"));
    expect((await files.read("licences/a.webp"))?.toString()).toBe("front");
    await files.remove("licences/a.webp");
    expect(await files.read("licences/a.webp")).toBeNull();
    await expect(files.read("../secret")).rejects.toThrow(/Unsafe/);
  });

  it("is refused inside the public uploads folder", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gaadi-config-"));
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, PRIVATE_UPLOADS_DIR: path.join(dataDir, "uploads", "p") }),
    ).toThrow(/PRIVATE_UPLOADS_DIR: must not be inside UPLOADS_DIR/);
    expect(loadConfig({ DATA_DIR: dataDir }).privateUploadsDir).toBe(path.join(dataDir, "private"));
  });
});
