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

/** `&`, `<`, `>` and `"` as character references, for text and quoted attribute values. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

let everyCityMarkup: string | undefined;
/**
 * The city select's options before script: 'Select city', then every city grouped by state
 * (499 options in 36 groups). Rendered as one string, so that hydrating the form does not walk
 * 535 elements one by one only to replace them once the page is interactive (issue 26: the home
 * form's hydration was 100 ms and more at a 4x CPU slowdown).
 */
function everyCityOptions(): string {
  everyCityMarkup ??= `<option value="" selected>Select city</option>${INDIAN_STATES.map(
    (s) =>
      `<optgroup label="${escapeHtml(s)}">${citiesOf(s)
        .map((c) => `<option value="${escapeHtml(c)}">${escapeHtml(c)}</option>`)
        .join("")}</optgroup>`,
  ).join("")}`;
  return everyCityMarkup;
}

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
  // Either the markup of every city (our fixed location data, escaped) or the state's cities as
  // elements; never both (a select's children and inner HTML would fight).
  const cityOptions = everyCity
    ? { dangerouslySetInnerHTML: { __html: everyCityOptions() } }
    : {
        children: (
          <>
            <option value="">{state ? "Select city" : "Select state first"}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </>
        ),
      };
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
          {...cityOptions}
        />
      </Field>
    </>
  );
}
