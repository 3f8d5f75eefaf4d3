/**
 * The add/edit car form's values and their check with the shared carDataSchema (owner
 * document section 5), so the form shows the server's own messages, field by field.
 */
import { type Car, type CarData, carDataSchema } from "@gaadi/shared";

export interface CarFormValues {
  brand: string;
  model: string;
  year: string;
  pricePerDay: string;
  category: string;
  transmission: string;
  fuel_type: string;
  seating_capacity: string;
  description: string;
  state: string;
  city: string;
  street: string;
  landmark: string;
  zipCode: string;
}

/** Error keys: the value names, with 'city' standing for the state-and-city pair. */
export type CarFormErrors = Partial<Record<keyof CarFormValues | "image", string>>;

export const EMPTY_CAR_FORM: CarFormValues = {
  brand: "",
  model: "",
  year: "",
  pricePerDay: "",
  category: "",
  transmission: "",
  fuel_type: "",
  seating_capacity: "",
  description: "",
  state: "",
  city: "",
  street: "",
  landmark: "",
  zipCode: "",
};

export function carToFormValues(car: Car): CarFormValues {
  return {
    brand: car.brand,
    model: car.model,
    year: String(car.year),
    pricePerDay: String(car.pricePerDay),
    category: car.category,
    transmission: car.transmission,
    fuel_type: car.fuel_type,
    seating_capacity: String(car.seating_capacity),
    description: car.description,
    state: car.address.state,
    city: car.address.city,
    street: car.address.street,
    landmark: car.address.landmark,
    zipCode: car.address.zipCode,
  };
}

/** The values as carData, or the message of each failing field (the first per field). */
export function checkCarForm(
  v: CarFormValues,
): { ok: true; carData: CarData } | { ok: false; errors: CarFormErrors } {
  const result = carDataSchema.safeParse({
    brand: v.brand,
    model: v.model,
    year: v.year,
    pricePerDay: v.pricePerDay,
    category: v.category,
    transmission: v.transmission,
    fuel_type: v.fuel_type,
    seating_capacity: v.seating_capacity,
    description: v.description,
    address: {
      state: v.state,
      city: v.city,
      street: v.street,
      landmark: v.landmark,
      zipCode: v.zipCode,
    },
  });
  if (result.success) return { ok: true, carData: result.data };
  const errors: CarFormErrors = {};
  for (const issue of result.error.issues) {
    const [head, sub] = issue.path;
    let key = (head === "address" ? sub : head) as keyof CarFormErrors | undefined;
    if (head === "address" && (sub === "state" || sub === "city" || sub === undefined))
      key = "city";
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
