/**
 * Helpers for the booking journeys: cars listed through the real owner API (multipart with a
 * real image), bookings made through the API, and driving the date picker like a person.
 */

import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDaysTo, indiaToday } from "@gaadi/shared";
import { format } from "date-fns";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { carData, imageBytes } from "../apps/server/test/cars-support.js";
import { hasListeners, type RunningApp } from "./harness.js";

export interface ListedCar {
  _id: string;
  brand: string;
  model: string;
  pricePerDay: number;
}

/** Lists a car for `ownerToken` through POST /api/owner/add-car. */
export async function listCar(
  app: RunningApp,
  ownerToken: string,
  overrides: Record<string, unknown> = {},
): Promise<ListedCar> {
  const form = new FormData();
  form.append("carData", JSON.stringify(carData(overrides)));
  form.append(
    "image",
    new Blob([new Uint8Array(await imageBytes("jpeg"))], { type: "image/jpeg" }),
    "car.jpg",
  );
  const res = await fetch(`${app.url}/api/owner/add-car`, {
    method: "POST",
    headers: { authorization: `Bearer ${ownerToken}` },
    body: form,
  });
  const body = (await res.json()) as { car?: ListedCar; message?: string };
  if (res.status !== 200 || !body.car) throw new Error(`add-car ${res.status}: ${body.message}`);
  return body.car;
}

/**
 * On the owner's Add car page, chooses a photo and fills the fields above the address (a
 * 2024 Tata Harrier SUV, automatic, diesel, 5 seats, ₹2,750 a day); returns the form. The
 * state and city are the caller's.
 */
export async function fillAddCarForm(page: Page): Promise<Locator> {
  const photo = path.join(tmpdir(), `gaadi-car-${Date.now()}.png`);
  writeFileSync(photo, await imageBytes("png", 1200, 750));
  await page.locator('input[type="file"]').setInputFiles(photo);
  const form = page.locator("form");
  await form.getByLabel("Brand").fill("Tata");
  await form.getByLabel("Model").fill("Harrier");
  await form.getByLabel("Year").fill("2024");
  await form.getByLabel("Daily price (₹)").fill("2750");
  await form.getByLabel("Category").selectOption("SUV");
  await form.getByLabel("Transmission").selectOption("Automatic");
  await form.getByLabel("Fuel type").selectOption("Diesel");
  await form.getByLabel("Seating capacity").fill("5");
  await form.getByLabel("Description").fill("Dark edition with a panoramic sunroof.");
  return form;
}

/** Books through the API; fails the test on refusal. */
export async function bookViaApi(
  app: RunningApp,
  token: string,
  car: string,
  pickupDate: string,
  returnDate: string,
): Promise<void> {
  const res = await app.api("POST", "/bookings/create", { car, pickupDate, returnDate }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * Books `car` for the renter from `from` to `from + 1` days after India's today, then moves
 * the booking through `statuses` as the owner (say booked, on_rent, completed), through the
 * API; returns the booking's id. Fails the test on any refusal. One booking per renter and car.
 */
export async function bookingThrough(
  app: RunningApp,
  who: { renterToken: string; ownerToken: string },
  car: string,
  from: number,
  statuses: readonly string[],
): Promise<string> {
  await bookViaApi(app, who.renterToken, car, daysFromToday(from), daysFromToday(from + 1));
  const mine = await app.api<{ bookings: { _id: string; car: { _id: string } }[] }>(
    "GET",
    "/bookings/user",
    undefined,
    who.renterToken,
  );
  const id = mine.body.bookings.find((b) => b.car._id === car)?._id ?? "";
  for (const status of statuses) {
    // on_rent and completed are the check-in's and check-out's (issue 30, decision 029).
    const res =
      status === "on_rent" || status === "completed"
        ? await recordHandoverViaApi(
            app,
            who.ownerToken,
            id,
            status === "on_rent" ? "check-in" : "check-out",
          )
        : await app.api(
            "POST",
            "/bookings/change-status",
            { bookingId: id, status },
            who.ownerToken,
          );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return id;
}

/**
 * The owner's check-in or check-out of booking `id` through the API (issue 30): `odometerKm`
 * (default 10,000 at check-in, 10,100 at check-out), a full tank and a photo of each side.
 */
export async function recordHandoverViaApi(
  app: RunningApp,
  ownerToken: string,
  id: string,
  which: "check-in" | "check-out",
  odometerKm = which === "check-in" ? 10_000 : 10_100,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append("odometerKm", String(odometerKm));
  form.append("fuelLevel", "8");
  const photo = new Uint8Array(await imageBytes("jpeg", 320, 200));
  for (const side of ["front", "back", "left", "right"]) {
    form.append(`photo_${side}`, new Blob([photo], { type: "image/jpeg" }), `${side}.jpg`);
  }
  const res = await fetch(`${app.url}/api/owner/bookings/${id}/${which}`, {
    method: "POST",
    headers: { authorization: `Bearer ${ownerToken}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** 'YYYY-MM-DD' `n` days after India's today. */
export const daysFromToday = (n: number) => addDaysTo(indiaToday(), n);

const local = (ymd: string) => {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** The day button's accessible name: 'Monday, 7 December 2026'. */
export const dayName = (ymd: string) => format(local(ymd), "EEEE, d MMMM yyyy");

/** The trigger's text for a chosen day: '7 Dec 2026'. */
export const shortDay = (ymd: string) => format(local(ymd), "d MMM yyyy");

/**
 * Waits until the app has hydrated `element`: the server's HTML shows it before (decision 015),
 * and a click or key press then does nothing.
 */
export async function whenHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate(hasListeners)).toBe(true);
}

/** Opens the picker labelled `label` and shows the month of `ymd` (returns the popover). */
export async function openPickerAt(page: Page, label: string, ymd: string) {
  const trigger = page.getByRole("button", { name: label });
  await whenHydrated(trigger);
  await trigger.click();
  const popover = page.getByRole("dialog", { name: `Choose ${label.toLowerCase()}` });
  await popover.waitFor();
  const month = format(local(ymd), "MMMM yyyy");
  for (let i = 0; i < 14; i++) {
    if ((await popover.getByRole("heading").textContent()) === month) return popover;
    await popover.getByRole("button", { name: "Next month" }).click();
  }
  throw new Error(`month ${month} not reachable`);
}

/** Chooses `ymd` in the picker labelled `label` with the mouse. */
export async function pickDate(page: Page, label: string, ymd: string): Promise<void> {
  const popover = await openPickerAt(page, label, ymd);
  await popover.getByRole("button", { name: dayName(ymd), exact: true }).click();
  await popover.waitFor({ state: "hidden" });
}

/**
 * Whether the renter can choose `ymd` in the picker labelled `label`: opens it, moves on month
 * by month until the day shows, and closes it again. A day in a month the arrows cannot reach
 * is not choosable.
 */
export async function dayChoosable(page: Page, label: string, ymd: string): Promise<boolean> {
  await page.getByRole("button", { name: label }).click();
  const popover = page.getByRole("dialog", { name: `Choose ${label.toLowerCase()}` });
  await popover.waitFor();
  // The month grid draws in the task after the popover's first paint (date-picker.tsx): count
  // its days only once it is there.
  await popover.getByRole("grid").waitFor();
  const day = popover.getByRole("button", { name: dayName(ymd), exact: true });
  const next = popover.getByRole("button", { name: "Next month" });
  let result = false;
  for (let i = 0; i < 14; i++) {
    if ((await day.count()) > 0) {
      result = (await day.getAttribute("aria-disabled")) !== "true";
      break;
    }
    if ((await next.getAttribute("aria-disabled")) === "true") break;
    await next.click();
  }
  await page.keyboard.press("Escape");
  await popover.waitFor({ state: "hidden" });
  return result;
}
