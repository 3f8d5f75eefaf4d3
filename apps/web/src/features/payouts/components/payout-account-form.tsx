/**
 * The payout account form (issue 28 item 5): legal name, mobile, PAN, bank account number and
 * IFSC, checked with the server's own rules (@gaadi/shared payoutAccountBody) before sending;
 * a 400 from the server shows at the field its text belongs to.
 */
import { PAYOUT_MSG, type PayoutAccountBody, payoutAccountBody } from "@gaadi/shared";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useSavePayoutAccount } from "@/features/payouts/api/payout-account";
import { ApiError, toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** Red border on a field that failed its check (as the car form does). */
const invalidClass = "aria-[invalid=true]:border-red-400 aria-[invalid=true]:bg-red-50/30";

type Key = keyof PayoutAccountBody;
type Values = Record<Key, string>;

const EMPTY: Values = { legalName: "", phone: "", pan: "", accountNumber: "", ifsc: "" };

/** Which field a server text is about. */
const FIELD_OF: Record<string, Key> = {
  [PAYOUT_MSG.legalNameRequired]: "legalName",
  [PAYOUT_MSG.legalNameLength]: "legalName",
  [PAYOUT_MSG.phoneInvalid]: "phone",
  [PAYOUT_MSG.panInvalid]: "pan",
  [PAYOUT_MSG.panNotIndividual]: "pan",
  [PAYOUT_MSG.accountNumberInvalid]: "accountNumber",
  [PAYOUT_MSG.ifscInvalid]: "ifsc",
};

export function PayoutAccountForm() {
  const id = useId();
  const save = useSavePayoutAccount();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const checked = payoutAccountBody.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as Key;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(values, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => {
        const key =
          err instanceof ApiError && err.status === 400 ? FIELD_OF[err.message] : undefined;
        if (key) setErrors({ [key]: err.message });
        else toastApiError(err, PAYOUT_MSG.providerFailed);
      },
    });
  };

  const field = (
    key: Key,
    label: string,
    props: { autoComplete?: string; inputMode?: "numeric" | "tel" | "text"; hint?: string },
  ) => (
    <Field label={label} htmlFor={`${id}-${key}`} error={errors[key]} hint={props.hint}>
      <Input
        id={`${id}-${key}`}
        name={key}
        value={values[key]}
        autoComplete={props.autoComplete ?? "off"}
        inputMode={props.inputMode}
        aria-invalid={errors[key] ? true : undefined}
        className={invalidClass}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.currentTarget.value }))}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {field("legalName", "Legal name (as on PAN)", { autoComplete: "name" })}
      {field("phone", "Mobile number", { autoComplete: "tel-national", inputMode: "tel" })}
      {field("pan", "PAN", { hint: "An individual's PAN, e.g. ABCPE1234F" })}
      {field("ifsc", "IFSC", { hint: "e.g. HDFC0001234" })}
      {field("accountNumber", "Bank account number", {
        inputMode: "numeric",
        hint: "9 to 18 digits",
      })}
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? "Setting up..." : "Set up payouts"}
        </Button>
      </div>
    </form>
  );
}
