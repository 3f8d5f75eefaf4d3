/**
 * State and city selects from the fixed location data (customer document section 3). The city
 * select stays disabled, showing 'Select state first', until a state is chosen; choosing a
 * state clears the city (customer document section 2, owner document section 2).
 * With `beforeScript` (the home search, a GET form: issue 26, item 2), the server's HTML and
 * its hydration show every city grouped by state, enabled (and the state optional, as it is not
 * sent), so the form works without script; once the page is interactive the selects behave as
 * above.
 */
import { citiesOf, INDIAN_STATES } from "@gaadi/shared";
import { useId } from "react";
import { Field, Select } from "@/components/ui/field";
import { useHydrated } from "@/lib/use-hydrated";
import { invalidClass } from "./field-styles";

export function LocationSelects({
  state,
  city,
  onChange,
  cityLabel = "City",
  required = false,
  error,
  className,
  cityName,
  beforeScript = false,
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
  /** The city select's form name (the state's is none: only the city is sent). */
  cityName?: string;
  /** Every city, grouped by state, until the page is interactive. */
  beforeScript?: boolean;
}) {
  const id = useId();
  const cities = citiesOf(state);
  const everyCity = useHydrated() ? false : beforeScript && !state;
  return (
    <>
      <Field label="State" htmlFor={`${id}-state`} className={className}>
        <Select
          id={`${id}-state`}
          value={state}
          required={required && !everyCity}
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
          name={cityName}
          value={city}
          required={required}
          disabled={!state && !everyCity}
          aria-invalid={error ? true : undefined}
          className={invalidClass}
          onChange={(e) => onChange({ state, city: e.target.value })}
        >
          <option value="">{state || everyCity ? "Select city" : "Select state first"}</option>
          {everyCity
            ? INDIAN_STATES.map((s) => (
                <optgroup key={s} label={s}>
                  {citiesOf(s).map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </optgroup>
              ))
            : cities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
        </Select>
      </Field>
    </>
  );
}
