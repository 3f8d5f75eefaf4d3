/**
 * Helpers for the cars tests: real JPEG/PNG bytes made with sharp, multipart bodies for
 * app.inject (built with the platform's FormData, so boundaries are real), and a valid carData.
 */
import type { CarDataInput } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** A real image of `width` x `height` in `format`, a solid colour with a gradient stripe. */
export async function imageBytes(
  format: "jpeg" | "png" | "webp",
  width = 800,
  height = 500,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#2a6f97"/><rect y="40%" width="100%" height="20%" fill="#f4a261"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

/** A valid PNG larger than 5 MB: uncompressed random pixels (about 6.5 MB). */
export async function oversizePng(): Promise<Buffer> {
  const width = 1200;
  const height = 1800;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body and its content-type header, for app.inject. */
export async function multipartBody(
  fields: Record<string, string>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) {
    form.append(
      f.field ?? "image",
      new Blob([new Uint8Array(f.bytes)], { type: f.type }),
      f.filename,
    );
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/** carData that passes every rule; `overrides` replace top-level fields. */
export function carData(overrides: Partial<Record<keyof CarDataInput, unknown>> = {}) {
  return {
    brand: "Hyundai",
    model: "Creta",
    year: 2023,
    pricePerDay: 3200,
    category: "SUV",
    transmission: "Automatic",
    fuel_type: "Diesel",
    seating_capacity: 5,
    description: "Top variant with a panoramic sunroof and ventilated seats.",
    address: {
      state: "Maharashtra",
      city: "Pune",
      street: "Baner Road",
      landmark: "Near Balewadi High Street",
      zipCode: "411045",
    },
    ...overrides,
  };
}

/** POSTs a multipart add-car (or edit-car) request as `auth`. */
export async function postCarForm(
  app: FastifyInstance,
  url: "/api/owner/add-car" | "/api/owner/edit-car",
  auth: Record<string, string>,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const body = await multipartBody(fields, files);
  return app.inject({
    method: "POST",
    url,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

/** POSTs add-car as `auth` with carData(`overrides`) and a real JPEG; the raw answer. */
export async function postAddCar(
  app: FastifyInstance,
  auth: Record<string, string>,
  overrides: Parameters<typeof carData>[0] = {},
) {
  const jpeg = await imageBytes("jpeg");
  return postCarForm(
    app,
    "/api/owner/add-car",
    auth,
    { carData: JSON.stringify(carData(overrides)) },
    [{ filename: "car.jpg", type: "image/jpeg", bytes: jpeg }],
  );
}

/** POSTs edit-car of `carId` as `auth` with carData(`overrides`) and no image; the raw answer. */
export const postEditCar = (
  app: FastifyInstance,
  auth: Record<string, string>,
  carId: string,
  overrides: Parameters<typeof carData>[0],
) =>
  postCarForm(app, "/api/owner/edit-car", auth, {
    carId,
    carData: JSON.stringify(carData(overrides)),
  });

/** The public GET /api/user/cars/{id} answer's car. */
export const publicCarOf = async (app: FastifyInstance, id: string) =>
  (await app.inject({ method: "GET", url: `/api/user/cars/${id}` })).json().car;

/** Adds a car through the API with a real JPEG and returns its id. */
export async function addCarViaApi(
  app: FastifyInstance,
  auth: Record<string, string>,
  overrides: Parameters<typeof carData>[0] = {},
): Promise<string> {
  const res = await postAddCar(app, auth, overrides);
  if (res.statusCode !== 200) throw new Error(`add-car failed: ${res.statusCode} ${res.body}`);
  return res.json().car._id;
}
