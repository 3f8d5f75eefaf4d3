/**
 * The owner's check-in and check-out forms in the browser (issue 30): the odometer, the fuel
 * and a photo of each side picked through the camera inputs, then sent. Journeys that press Car
 * Picked Up or Car Returned fill the form with these.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { imageBytes } from "../apps/server/test/cars-support.js";

/** A JPEG on disk for the file inputs (one per run). */
let photoPath: string | undefined;
export async function handoverPhoto(): Promise<string> {
  if (!photoPath) {
    photoPath = path.join(tmpdir(), `gaadi-handover-${process.pid}-${Date.now()}.jpg`);
    writeFileSync(photoPath, await imageBytes("jpeg", 640, 400));
  }
  return photoPath;
}

/**
 * Fills the open 'Check in the car' / 'Check out the car' dialog with `odometerKm`, fuel
 * `fuel` (the select's label, e.g. 'Full') and one photo per side, and sends it; resolves once
 * the dialog has closed.
 */
export async function recordHandoverInBrowser(
  page: Page,
  kind: "check_in" | "check_out",
  odometerKm: number,
  fuel = "Full",
): Promise<void> {
  const { dialog, send } = await fillHandoverForm(page, kind, odometerKm, fuel);
  await send.click();
  await dialog.waitFor({ state: "hidden", timeout: 20_000 });
}

/** fillHandoverForm's work without sending: the dialog and its send button. */
export async function fillHandoverForm(
  page: Page,
  kind: "check_in" | "check_out",
  odometerKm: number,
  fuel = "Full",
) {
  const dialog = page.getByRole("dialog", {
    name: kind === "check_in" ? "Check in the car" : "Check out the car",
  });
  await dialog.waitFor();
  await dialog.getByLabel("Odometer (km)").fill(String(odometerKm));
  await dialog.getByLabel("Fuel level").selectOption({ label: fuel });
  const photo = await handoverPhoto();
  for (const side of ["Front", "Back", "Left side", "Right side"]) {
    await dialog.getByLabel(side, { exact: true }).setInputFiles(photo);
  }
  const send = dialog.getByRole("button", {
    name: kind === "check_in" ? "Record check-in" : "Record check-out",
  });
  return { dialog, send };
}
