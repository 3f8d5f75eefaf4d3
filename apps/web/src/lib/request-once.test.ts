import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, setApiTransport } from "./api-client";
import { REPEAT_WINDOW_MS } from "./request-once";

/** What the fake transport received: method, address, Idempotency-Key. */
interface Call {
  method: string;
  url: string;
  key: string | undefined;
}

let calls: Call[];
/** Answers waiting to be given, in order of the calls. */
let pending: ((res: Response) => void)[];

const ok = (body: unknown) => new Response(JSON.stringify({ success: true, ...(body as object) }));

beforeEach(() => {
  calls = [];
  pending = [];
  setApiTransport((input, init) => {
    const headers = init?.headers as Record<string, string>;
    calls.push({
      method: String(init?.method),
      url: String(input),
      key: headers["idempotency-key"],
    });
    return new Promise((resolve) => pending.push(resolve));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Gives the oldest waiting call `res`, then lets the callers' awaits run. */
async function answer(res: Response): Promise<void> {
  pending.shift()?.(res);
  await new Promise((r) => setImmediate(r));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("a second identical request while the first runs", () => {
  it("sends nothing and shares the first one's answer", async () => {
    const first = api("/bookings/create", { body: { car: "c1", pickupDate: "2026-12-01" } });
    const second = api("/bookings/create", { body: { pickupDate: "2026-12-01", car: "c1" } });
    const third = api("/bookings/create", { body: { car: "c1", pickupDate: "2026-12-01" } });
    await answer(ok({ message: "Booked" }));
    expect(await first).toEqual({ success: true, message: "Booked" });
    expect(await third).toBe(await first);
    // Another key order is another JSON text: sent on its own.
    expect(calls.map((c) => c.url)).toEqual(["/api/bookings/create", "/api/bookings/create"]);
    await answer(ok({ message: "Booked" }));
    await second;
  });

  it("shares a refusal too, once", async () => {
    const first = api("/bookings/cancel", { method: "POST", body: { bookingId: "b1" } });
    const second = api("/bookings/cancel", { method: "POST", body: { bookingId: "b1" } });
    const both = Promise.allSettled([first, second]);
    await answer(new Response(JSON.stringify({ success: false, message: "No" }), { status: 400 }));
    const [a, b] = await both;
    expect(a.status === "rejected" && a.reason).toBeInstanceOf(ApiError);
    expect(b.status === "rejected" && b.reason).toBe(a.status === "rejected" && a.reason);
    expect(calls).toHaveLength(1);
  });

  it("sends requests that differ in method, address, query or body", async () => {
    const all = [
      api("/owner/toggle-car", { method: "POST", body: { carId: "a" } }),
      api("/owner/toggle-car", { method: "POST", body: { carId: "b" } }),
      api("/owner/toggle-car", { method: "PUT", body: { carId: "a" } }),
      api("/owner/toggle-car", { method: "POST", body: { carId: "a" }, query: { x: 1 } }),
      api("/notifications/mark-all-read", { method: "PUT" }),
    ];
    expect(calls).toHaveLength(5);
    for (let i = 0; i < all.length; i++) await answer(ok({}));
    await Promise.all(all);
  });

  it("tells FormData bodies apart by their entries and files by name, size and date", async () => {
    const form = (file: File, price = "2750") => {
      const f = new FormData();
      f.append("carData", JSON.stringify({ model: "Harrier", pricePerDay: price }));
      f.append("image", file);
      return f;
    };
    const photo = new File([new Uint8Array(10)], "car.png", { type: "image/png", lastModified: 1 });
    const same = new File([new Uint8Array(10)], "car.png", { type: "image/png", lastModified: 1 });
    const other = new File([new Uint8Array(11)], "car.png", { type: "image/png", lastModified: 1 });
    const all = [
      api("/owner/add-car", { method: "POST", form: form(photo) }),
      api("/owner/add-car", { method: "POST", form: form(same) }),
      api("/owner/add-car", { method: "POST", form: form(other) }),
      api("/owner/add-car", { method: "POST", form: form(photo, "2800") }),
    ];
    expect(calls).toHaveLength(3);
    for (let i = 0; i < 3; i++) await answer(ok({}));
    await Promise.all(all);
  });

  it("never holds back a GET, which carries no key", async () => {
    const all = [api("/user/cars"), api("/user/cars")];
    expect(calls).toEqual([
      { method: "GET", url: "/api/user/cars", key: undefined },
      { method: "GET", url: "/api/user/cars", key: undefined },
    ]);
    await answer(ok({}));
    await answer(ok({}));
    await Promise.all(all);
  });
});

describe("the Idempotency-Key", () => {
  it("is a UUID, its own for each different request", async () => {
    const all = [
      api("/reviews/create", { body: { bookingId: "b1" } }),
      api("/reviews/create", { body: { bookingId: "b2" } }),
    ];
    const [a, b] = calls.map((c) => c.key);
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
    await answer(ok({}));
    await answer(ok({}));
    await Promise.all(all);
  });

  it("stays for a repeat just after the answer (a double click straddling it), then renews", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const body = { bookingId: "b1", status: "booked" };
    const first = api("/bookings/change-status", { body });
    await answer(ok({}));
    await first;

    vi.advanceTimersByTime(REPEAT_WINDOW_MS - 10);
    const straddling = api("/bookings/change-status", { body });
    await answer(ok({}));
    await straddling;

    vi.advanceTimersByTime(REPEAT_WINDOW_MS);
    const later = api("/bookings/change-status", { body });
    await answer(ok({}));
    await later;

    const [a, b, c] = calls.map((x) => x.key);
    expect(calls).toHaveLength(3);
    expect(b).toBe(a);
    expect(c).toMatch(UUID);
    expect(c).not.toBe(a);
  });

  it("is left out where crypto.randomUUID is missing (plain http), the request still sent once", async () => {
    vi.stubGlobal("crypto", {});
    const all = [
      api("/reviews/create", { body: { bookingId: "b3" } }),
      api("/reviews/create", { body: { bookingId: "b3" } }),
    ];
    expect(calls).toEqual([{ method: "POST", url: "/api/reviews/create", key: undefined }]);
    await answer(ok({}));
    await Promise.all(all);
  });

  it("stays for a retry just after a network failure", async () => {
    setApiTransport((_input, init) => {
      const headers = init?.headers as Record<string, string>;
      calls.push({ method: "POST", url: "", key: headers["idempotency-key"] });
      return Promise.reject(new TypeError("Failed to fetch"));
    });
    const body = { bookingId: "b9" };
    await expect(api("/bookings/cancel", { body })).rejects.toMatchObject({ network: true });
    await expect(api("/bookings/cancel", { body })).rejects.toMatchObject({ network: true });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });
});
