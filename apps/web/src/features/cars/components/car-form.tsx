/**
 * The add car form and the edit dialog's form (owner document sections 2 and 5): brand,
 * model, year, daily price, category, transmission, fuel type, seating, description, state
 * and pickup city (a new state clears the city; cities follow the state), optional street,
 * landmark and PIN code, the booking rules (issue 15: advance notice 0-7 days, minimum trip 1-30
 * and maximum trip 1-90 rental days, instant book), the car's terms (issue 27 item 5: weekly
 * and monthly discount 0-50 %, security deposit ₹0-50,000, the cancellation policy as radios
 * with each rule in words), and the photo (required on add, optional on edit). Messages come
 * from the shared carDataSchema; the first invalid field takes the focus. A save the server
 * refused for its photo (`saveError`) shows that refusal at the photo field and drops the file
 * (issue 25 defect 13); one refused for a rule or a term shows at that field (carFieldRefusal).
 */
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_TEXT,
  CAR_MSG,
  CAR_TERMS_MSG,
  type CarData,
  daysLabel,
  FUEL_TYPES,
  HANDOVER_MSG,
  LIMITS,
  maxModelYear,
  TRANSMISSIONS,
} from "@gaadi/shared";
import { Zap } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, inputClass, Select } from "@/components/ui/field";
import { carFieldRefusal } from "@/features/cars/car-errors";
import {
  type CarFormErrors,
  type CarFormTextKey,
  type CarFormValues,
  checkCarForm,
  EMPTY_CAR_FORM,
} from "@/features/cars/car-form-values";
import { cn } from "@/lib/cn";
import { photoRefusal } from "@/lib/image-file";
import { invalidClass } from "./field-styles";
import { ImagePicker } from "./image-picker";
import { LocationSelects } from "./location-selects";

export interface CarFormProps {
  mode: "add" | "edit";
  initial?: CarFormValues;
  /** The car's current photo (edit). */
  currentImage?: string;
  categories: readonly string[];
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit(carData: CarData, image: File | null): void;
  /** Extra buttons beside submit (the dialog's Cancel). */
  actions?: ReactNode;
  /** The last save's failure (the mutation's error): a photo refusal shows at the photo. */
  saveError?: unknown;
}

export function CarForm(props: CarFormProps) {
  const { mode, categories, busy } = props;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CarFormValues>(props.initial ?? EMPTY_CAR_FORM);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<CarFormErrors>({});

  useEffect(() => {
    const refusal = photoRefusal(props.saveError);
    if (refusal) {
      setImage(null);
      setErrors((e) => ({ ...e, image: refusal }));
      return;
    }
    const field = carFieldRefusal(props.saveError);
    if (!field) return;
    setErrors((e) => ({ ...e, [field.field]: field.message }));
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }, [props.saveError]);

  const set = (patch: Partial<CarFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof CarFormErrors];
      if ("state" in patch) delete next.city;
      return next;
    });
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkCarForm(values);
    const found: CarFormErrors = checked.ok ? {} : { ...checked.errors };
    if (mode === "add" && !image && !errors.image) found.image = CAR_MSG.imageRequired;
    if (errors.image) found.image = errors.image;
    if (!checked.ok || Object.keys(found).length > 0) {
      setErrors(found);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    props.onSubmit(checked.carData, image);
  }

  const text = (
    name: CarFormTextKey,
    label: string,
    extra: Record<string, unknown> = {},
    hint?: string,
  ) => (
    <Field label={label} htmlFor={`${id}-${name}`} error={errors[name]} hint={hint}>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => set({ [name]: e.target.value })}
        className={invalidClass}
        {...extra}
      />
    </Field>
  );
  const choice = (name: CarFormTextKey, label: string, options: readonly string[]) => (
    <Field label={label} htmlFor={`${id}-${name}`} error={errors[name]}>
      <Select
        id={`${id}-${name}`}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => set({ [name]: e.target.value })}
        className={invalidClass}
      >
        <option value="">Select {label.toLowerCase()}</option>
        {withCurrent(options, values[name]).map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-8">
      <ImagePicker
        file={image}
        currentUrl={props.currentImage}
        error={errors.image}
        onFile={(f) => {
          setImage(f);
          setErrors((e) => ({ ...e, image: undefined }));
        }}
        onError={(message) => setErrors((e) => ({ ...e, image: message ?? undefined }))}
      />

      <FormSection title="Car details">
        {text("brand", "Brand", { placeholder: "e.g. Hyundai", autoComplete: "off" })}
        {text("model", "Model", { placeholder: "e.g. Creta", autoComplete: "off" })}
        {text("year", "Year", {
          type: "number",
          inputMode: "numeric",
          min: 1900,
          max: maxModelYear(),
          placeholder: String(maxModelYear() - 1),
        })}
        {text("pricePerDay", "Daily price (₹)", {
          type: "number",
          inputMode: "numeric",
          min: 1,
          step: 1,
          placeholder: "e.g. 2500",
        })}
        {choice("category", "Category", categories)}
        {choice("transmission", "Transmission", TRANSMISSIONS)}
        {choice("fuel_type", "Fuel type", FUEL_TYPES)}
        {text("seating_capacity", "Seating capacity", {
          type: "number",
          inputMode: "numeric",
          min: 1,
          max: 50,
          placeholder: "e.g. 5",
        })}
        <Field
          label="Description"
          htmlFor={`${id}-description`}
          error={errors.description}
          className="sm:col-span-2"
        >
          <textarea
            id={`${id}-description`}
            rows={4}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            onChange={(e) => set({ description: e.target.value })}
            placeholder="Condition, features, rules for renters…"
            className={cn(inputClass, invalidClass, "h-auto py-2")}
          />
        </Field>
      </FormSection>

      <FormSection title="Pickup location">
        <LocationSelects
          state={values.state}
          city={values.city}
          cityLabel="Pickup city"
          error={errors.city ?? errors.state}
          onChange={(next) => set(next)}
        />
        {text("street", "Street (optional)", { autoComplete: "street-address" })}
        {text("landmark", "Landmark (optional)")}
        {text("zipCode", "PIN code (optional)", {
          inputMode: "numeric",
          maxLength: 6,
          autoComplete: "postal-code",
        })}
      </FormSection>

      <FormSection title="Booking rules">
        <Field
          label="Advance notice"
          htmlFor={`${id}-advanceNoticeDays`}
          error={errors.advanceNoticeDays}
          hint="How soon before pickup a renter must book"
        >
          <Select
            id={`${id}-advanceNoticeDays`}
            value={values.advanceNoticeDays}
            aria-invalid={errors.advanceNoticeDays ? true : undefined}
            onChange={(e) => set({ advanceNoticeDays: e.target.value })}
            className={invalidClass}
          >
            {NOTICE_OPTIONS.map((days) => (
              <option key={days} value={String(days)}>
                {noticeLabel(days)}
              </option>
            ))}
          </Select>
        </Field>
        <div aria-hidden className="hidden sm:block" />
        {text(
          "minTripDays",
          "Minimum trip (days)",
          { type: "number", inputMode: "numeric", min: 1, max: LIMITS.minTripMax, step: 1 },
          `1 to ${LIMITS.minTripMax} days`,
        )}
        {text(
          "maxTripDays",
          "Maximum trip (days)",
          { type: "number", inputMode: "numeric", min: 1, max: LIMITS.maxTripMax, step: 1 },
          `1 to ${LIMITS.maxTripMax} days`,
        )}
        <label
          htmlFor={`${id}-instantBook`}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50 sm:col-span-2"
        >
          <input
            id={`${id}-instantBook`}
            type="checkbox"
            checked={values.instantBook}
            onChange={(e) => set({ instantBook: e.target.checked })}
            aria-describedby={`${id}-instantBook-hint`}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>
            <span className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
              <Zap className="size-4 text-brand-700" aria-hidden />
              Instant book
            </span>
            <span id={`${id}-instantBook-hint`} className="mt-0.5 block text-sm text-slate-600">
              Requests on free dates are confirmed at once, without waiting for you to accept them.
            </span>
          </span>
        </label>
      </FormSection>

      <FormSection title={CAR_TERMS_MSG.formSection}>
        {text(
          "weeklyDiscountPercent",
          CAR_TERMS_MSG.weeklyDiscountLabel,
          { type: "number", inputMode: "numeric", min: 0, max: LIMITS.discountMax, step: 1 },
          CAR_TERMS_MSG.weeklyDiscountHint,
        )}
        {text(
          "monthlyDiscountPercent",
          CAR_TERMS_MSG.monthlyDiscountLabel,
          { type: "number", inputMode: "numeric", min: 0, max: LIMITS.discountMax, step: 1 },
          CAR_TERMS_MSG.monthlyDiscountHint,
        )}
        {text(
          "securityDeposit",
          CAR_TERMS_MSG.depositLabel,
          {
            type: "number",
            inputMode: "numeric",
            min: 0,
            max: LIMITS.securityDepositMax,
            step: 1,
          },
          CAR_TERMS_MSG.depositHint,
        )}
        <div aria-hidden className="hidden sm:block" />
        <fieldset
          aria-describedby={errors.cancellationPolicy ? `${id}-policy-error` : undefined}
          className="sm:col-span-2"
        >
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {CAR_TERMS_MSG.policyLegend}
          </legend>
          <div className="grid gap-3 md:grid-cols-3">
            {CANCELLATION_POLICIES.map((policy) => (
              <label
                key={policy}
                htmlFor={`${id}-policy-${policy}`}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200"
              >
                <input
                  id={`${id}-policy-${policy}`}
                  type="radio"
                  name={`${id}-cancellationPolicy`}
                  value={policy}
                  checked={values.cancellationPolicy === policy}
                  aria-invalid={errors.cancellationPolicy ? true : undefined}
                  onChange={() => set({ cancellationPolicy: policy })}
                  aria-describedby={`${id}-policy-${policy}-rule`}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">
                    {CANCELLATION_POLICY_TEXT[policy].name}
                  </span>
                  <span
                    id={`${id}-policy-${policy}-rule`}
                    className="mt-0.5 block text-sm text-slate-600"
                  >
                    {CANCELLATION_POLICY_TEXT[policy].rule}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.cancellationPolicy && (
            <p id={`${id}-policy-error`} className="mt-1.5 text-sm text-red-600" role="alert">
              {errors.cancellationPolicy}
            </p>
          )}
        </fieldset>
      </FormSection>

      <FormSection title={HANDOVER_MSG.formSection}>
        {text(
          "kmPerDay",
          HANDOVER_MSG.kmPerDayLabel,
          { type: "number", inputMode: "numeric", min: 0, max: LIMITS.kmPerDayMax, step: 1 },
          HANDOVER_MSG.kmPerDayHint,
        )}
        {text(
          "extraKmRate",
          HANDOVER_MSG.extraKmRateLabel,
          { type: "number", inputMode: "numeric", min: 0, max: LIMITS.extraKmRateMax, step: 1 },
          HANDOVER_MSG.extraKmRateHint,
        )}
        {text(
          "fuelCharge",
          HANDOVER_MSG.fuelChargeLabel,
          { type: "number", inputMode: "numeric", min: 0, max: LIMITS.fuelChargeMax, step: 1 },
          HANDOVER_MSG.fuelChargeHint,
        )}
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {props.actions}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? props.busyLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Advance notice choices, in days (LIMITS.advanceNoticeMax at most). */
const NOTICE_OPTIONS = Array.from({ length: LIMITS.advanceNoticeMax + 1 }, (_, days) => days);

function noticeLabel(days: number): string {
  return days === 0 ? "None: same-day pickup" : daysLabel(days);
}

function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current && !options.includes(current) ? [...options, current] : options;
}
