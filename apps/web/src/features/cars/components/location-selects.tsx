/**
 * State and city selects from the fixed location data (customer document section 3). The city
 * select stays disabled, showing 'Select state first', until a state is chosen; choosing a
 * state clears the city (customer document section 2, owner document section 2).
 */
import { citiesOf, INDIAN_STATES } from "@gaadi/shared";
import { useId } from "react";
import { Field, Select } from "@/components/ui/field";
import { invalidClass } from "./field-styles";

export function LocationSelects({
  state,
  city,
  onChange,
  cityLabel = "City",
  required = false,
  error,
  className,
}: {
  state: string;
  city: string;
  /** Called with the new pair; a new state always comes with an empty city. */
  onChange(next: { state: string; city: string }): void;
  cityLabel?: string;
  required?: boolean;
  /** One message for the pair, shown under the city. */
  error?: string | null;
  className?: string;
}) {
  const id = useId();
  const cities = citiesOf(state);
  return (
    <>
      <Field label="State" htmlFor={`${id}-state`} className={className}>
        <Select
          id={`${id}-state`}
          value={state}
          required={required}
          aria-invalid={error ? true : undefined}
          className={invalidClass}
          onChange={(e) => onChange({ state: e.target.value, city: "" })}
        >
          <option value="">Select state</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={cityLabel} htmlFor={`${id}-city`} error={error} className={className}>
        <Select
          id={`${id}-city`}
          value={city}
          required={required}
          disabled={!state}
          aria-invalid={error ? true : undefined}
          className={invalidClass}
          onChange={(e) => onChange({ state, city: e.target.value })}
        >
          <option value="">{state ? "Select city" : "Select state first"}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
