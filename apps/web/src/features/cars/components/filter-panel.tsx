/**
 * The listing's advanced filter panel (customer document sections 2 and 5): state (with
 * 'Other' for cars without one), brand (from the server's facets), category, fuel type,
 * transmission, seating (exact) and min/max price per day (inclusive, whole rupees). A minimum
 * above the maximum, which no car can match, is flagged under the prices (issue 25, item 9).
 */
import {
  CAR_CATEGORIES,
  FUEL_TYPES,
  INDIAN_STATES,
  OTHER_STATE,
  TRANSMISSIONS,
} from "@gaadi/shared";
import { useId } from "react";
import { Field, Input, Select } from "@/components/ui/field";
import { useCarFacets } from "@/features/cars/api/get-car-facets";
import type { FilterKey, RawFilters } from "@/features/cars/listing-params";
import { useDraft } from "@/features/cars/use-draft";

/** The message under the prices when the minimum is above the maximum. */
const MIN_ABOVE_MAX =
  "Minimum price is above the maximum: no car can match. Lower the minimum or raise the maximum.";

/** True when both prices are set and the minimum is above the maximum. */
function minAboveMax(filters: RawFilters): boolean {
  const min = Number(filters.minPrice);
  const max = Number(filters.maxPrice);
  return !!filters.minPrice && !!filters.maxPrice && min > max;
}

const SEATS = ["2", "4", "5", "6", "7", "8", "9", "10", "12"];

/** `values` plus `current` when a URL names something not in the list, so the select shows it. */
function withCurrent(values: readonly string[], current: string | undefined): string[] {
  return current && !values.some((v) => v.toLowerCase() === current.toLowerCase())
    ? [...values, current]
    : [...values];
}

export function FilterPanel({
  id,
  filters,
  onSet,
}: {
  id: string;
  filters: RawFilters;
  onSet(key: FilterKey, value: string | undefined, replace?: boolean): void;
}) {
  const fid = useId();
  const facets = useCarFacets();
  const states = facets.data?.states.length ? facets.data.states : INDIAN_STATES;
  const stateOptions = withCurrent(
    states.includes(OTHER_STATE) ? states : [...states, OTHER_STATE],
    filters.state,
  );
  const brandOptions = withCurrent(facets.data?.brands ?? [], filters.brand);
  const priceError = minAboveMax(filters);

  const choice = (key: FilterKey, label: string, options: readonly string[], any: string) => (
    <Field label={label} htmlFor={`${fid}-${key}`}>
      <Select
        id={`${fid}-${key}`}
        value={options.find((o) => o.toLowerCase() === filters[key]?.toLowerCase()) ?? ""}
        onChange={(e) => onSet(key, e.target.value || undefined)}
      >
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {key === "seatingCapacity" ? `${o} seats` : o}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <section
      id={id}
      aria-label="Advanced filters"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      {choice("state", "State", stateOptions, "All states")}
      {choice("brand", "Brand", brandOptions, "All brands")}
      {choice(
        "category",
        "Category",
        withCurrent(CAR_CATEGORIES, filters.category),
        "All categories",
      )}
      {choice("fuelType", "Fuel type", withCurrent(FUEL_TYPES, filters.fuelType), "All fuel types")}
      {choice(
        "transmission",
        "Transmission",
        withCurrent(TRANSMISSIONS, filters.transmission),
        "All transmissions",
      )}
      {choice(
        "seatingCapacity",
        "Seating",
        withCurrent(SEATS, filters.seatingCapacity),
        "Any seating",
      )}
      <PriceField
        id={`${fid}-min`}
        label="Min price per day (₹)"
        name="minPrice"
        filters={filters}
        onSet={onSet}
        errorId={priceError ? `${fid}-price-error` : undefined}
      />
      <PriceField
        id={`${fid}-max`}
        label="Max price per day (₹)"
        name="maxPrice"
        filters={filters}
        onSet={onSet}
        errorId={priceError ? `${fid}-price-error` : undefined}
      />
      {priceError && (
        <p
          id={`${fid}-price-error`}
          role="alert"
          className="text-sm text-red-600 sm:col-span-2 lg:col-span-4"
        >
          {MIN_ABOVE_MAX}
        </p>
      )}
    </section>
  );
}

function PriceField({
  id,
  label,
  name,
  filters,
  onSet,
  errorId,
}: {
  id: string;
  label: string;
  name: "minPrice" | "maxPrice";
  filters: RawFilters;
  onSet(key: FilterKey, value: string | undefined, replace?: boolean): void;
  /** The price message's id when the minimum is above the maximum. */
  errorId: string | undefined;
}) {
  const { draft, change, flush } = useDraft(filters[name] ?? "", (v) => onSet(name, v, true));
  return (
    <Field label={label} htmlFor={id}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={100}
        placeholder={name === "minPrice" ? "0" : "No limit"}
        value={draft}
        onChange={(e) => change(e.target.value)}
        onBlur={flush}
        onKeyDown={(e) => e.key === "Enter" && flush()}
        aria-invalid={!!errorId}
        aria-describedby={errorId}
        className={errorId ? "border-red-500" : undefined}
      />
    </Field>
  );
}
