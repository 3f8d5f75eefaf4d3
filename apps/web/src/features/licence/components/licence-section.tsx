/**
 * The profile's 'Driving licence' section (issue 29 item 2): the status badge (Not provided,
 * Under review, Verified, Not accepted: <reason>, Expired), the saved details (the number as
 * 'MH•••••••••2345', never the whole of it), and the form: licence number, date of birth,
 * valid until and a photo of the front (any image, the camera on a phone; previewed). Checked
 * with the server's own rules before sending; a refusal shows at its field in the server's
 * words. Sending any change puts the licence back under review.
 */
import { formatDay, indiaToday, maskLicenceNumber } from "@gaadi/shared";
import { IdCard } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { useLicence, useSaveLicence } from "@/features/licence/api/licence";
import {
  checkLicenceForm,
  fieldOfMessage,
  type LicenceErrors,
  licenceBadge,
} from "@/features/licence/licence-form";
import { ApiError, toastApiError } from "@/lib/api-client";
import { photoRefusal, usePhotoInput } from "@/lib/image-file";
import { toast } from "@/lib/toast";
import { useObjectUrl } from "@/lib/use-object-url";

const invalidClass = "aria-[invalid=true]:border-red-400 aria-[invalid=true]:bg-red-50/30";

export function LicenceSection() {
  const id = useId();
  const query = useLicence();
  const save = useSaveLicence();
  const licence = query.data?.licence;
  const hasLicence = !!licence && licence.status !== "not_provided";
  const [editing, setEditing] = useState(false);
  const [number, setNumber] = useState("");
  const [dateOfBirth, setDateOfBirth] = useState("");
  const [validUntil, setValidUntil] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<LicenceErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const preview = useObjectUrl(photo);
  const photoInput = usePhotoInput(`${id}-photo-error`, errors.photo, (file, problem) => {
    setPhoto(file);
    setErrors((e) => ({ ...e, photo: problem ?? undefined }));
  });
  const showForm = !hasLicence || editing;

  const startEditing = () => {
    setDateOfBirth(licence?.dateOfBirth ?? "");
    setValidUntil(licence?.validUntil ?? "");
    setNumber("");
    setPhoto(null);
    setErrors({});
    setFormError(null);
    setEditing(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { number, dateOfBirth, validUntil };
    const found = checkLicenceForm(values, indiaToday(), !hasLicence && !photo);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { ...values, photo },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setEditing(false);
          setPhoto(null);
          setNumber("");
        },
        onError: (err) => {
          const atPhoto = photoRefusal(err);
          if (atPhoto) return setErrors({ photo: atPhoto });
          if (err instanceof ApiError && err.fromServer && err.status < 500) {
            const field = fieldOfMessage(err.message);
            if (field) return setErrors({ [field]: err.message });
            return setFormError(err.message);
          }
          toastApiError(err, "Could not save your driving licence. Please try again.");
        },
      },
    );
  };

  const badge = licence ? licenceBadge(licence) : null;
  return (
    <section
      id="driving-licence"
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <IdCard className="size-6 text-brand-700" aria-hidden />
          Driving licence
        </h2>
        {badge && (
          <Badge tone={badge.tone} className="text-sm">
            {badge.text}
          </Badge>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Renters need a valid driving licence and must be at least 21. Instant-book cars need a
        licence we have verified. Only our team sees the photo; owners see only whether it is
        verified.
      </p>

      {query.isPending && (
        <div className="mt-6 flex justify-center">
          <Spinner />
        </div>
      )}
      {query.isError && (
        <p className="mt-6 text-sm text-red-700" role="alert">
          Could not load your driving licence. Please reload the page.
        </p>
      )}

      {hasLicence && licence && !editing && (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <Detail
              label="Licence number"
              value={maskLicenceNumber(licence.stateCode ?? "", licence.last4 ?? "")}
            />
            <Detail label="Date of birth" value={formatDay(licence.dateOfBirth ?? "")} />
            <Detail label="Valid until" value={formatDay(licence.validUntil ?? "")} />
          </dl>
          <Button variant="secondary" className="mt-6 w-full sm:w-auto" onClick={startEditing}>
            Update licence
          </Button>
        </>
      )}

      {query.isSuccess && showForm && (
        <form noValidate onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2">
          <Field
            label="Licence number"
            htmlFor={`${id}-number`}
            error={errors.number}
            hint={
              hasLicence
                ? "Type it again as printed: we keep only its last four characters"
                : "As printed, e.g. MH12 2015 0012345"
            }
            className="sm:col-span-2"
          >
            <Input
              id={`${id}-number`}
              name="number"
              value={number}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={invalidClass}
              onChange={(e) => {
                setNumber(e.currentTarget.value);
                setErrors(({ number: _, ...rest }) => rest);
              }}
            />
          </Field>
          <Field label="Date of birth" htmlFor={`${id}-dob`} error={errors.dateOfBirth}>
            <Input
              id={`${id}-dob`}
              name="dateOfBirth"
              type="date"
              value={dateOfBirth}
              max={indiaToday()}
              autoComplete="bday"
              className={invalidClass}
              onChange={(e) => {
                setDateOfBirth(e.currentTarget.value);
                setErrors(({ dateOfBirth: _, ...rest }) => rest);
              }}
            />
          </Field>
          <Field label="Valid until" htmlFor={`${id}-valid`} error={errors.validUntil}>
            <Input
              id={`${id}-valid`}
              name="validUntil"
              type="date"
              value={validUntil}
              min={indiaToday()}
              className={invalidClass}
              onChange={(e) => {
                setValidUntil(e.currentTarget.value);
                setErrors(({ validUntil: _, ...rest }) => rest);
              }}
            />
          </Field>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-photo`} className="block text-sm font-medium text-slate-700">
              Photo of the front{hasLicence ? " (leave empty to keep the one we have)" : ""}
            </label>
            <input
              id={`${id}-photo`}
              name="photo"
              {...photoInput}
              accept="image/*"
              capture="environment"
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            {errors.photo && (
              <p id={`${id}-photo-error`} className="mt-1 text-sm text-red-700">
                {errors.photo}
              </p>
            )}
            {preview && (
              <img
                src={preview}
                alt="The front of your driving licence, as chosen"
                className="mt-3 max-h-48 w-auto max-w-full rounded-lg object-contain ring-1 ring-slate-200"
              />
            )}
          </div>
          {formError && (
            <p className="text-sm text-red-700 sm:col-span-2" role="alert">
              {formError}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? "Saving…" : hasLicence ? "Send for review" : "Save licence"}
            </Button>
            {editing && (
              <Button
                variant="ghost"
                className="w-full sm:w-auto"
                onClick={() => setEditing(false)}
              >
                Cancel
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 break-words font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
