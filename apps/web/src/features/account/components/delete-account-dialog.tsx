/**
 * The delete-account dialog (customer document sections 2, 5 and 8; server-rules.md section
 * 7): what is lost, said plainly, then the password ('Please enter your password to confirm
 * deletion' when empty). On success the session ends and the user is taken home with the
 * server's message; on failure the server's message (wrong password, a trip on rent), else
 * 'Failed to delete account. Please try again.'.
 */
import { ACCOUNT_MSG } from "@gaadi/shared";
import { AlertTriangle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { useDeleteAccount } from "@/features/account/api/delete-account";
import { errorMessage, toastApiError } from "@/lib/api-client";

export function DeleteAccountDialog({
  open,
  onOpenChange,
  isOwner,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Owners are also told about their cars and the trips booked on them. */
  isOwner: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Delete Account">
      <DeleteForm isOwner={isOwner} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function DeleteForm({ isOwner, onCancel }: { isOwner: boolean; onCancel(): void }) {
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setProblem(ACCOUNT_MSG.deletePasswordRequired);
    setProblem(null);
    remove.mutate(
      { password },
      {
        onError: (err) => {
          const message = errorMessage(err, ACCOUNT_MSG.deleteAccountFailed);
          setProblem(message);
          toastApiError(err, message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangle className="size-5 text-red-600" aria-hidden />
          This cannot be undone.
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Your name, email address and photo are erased and you are signed out everywhere.</li>
          <li>Your pending and confirmed bookings are cancelled and their owners told.</li>
          {isOwner && (
            <li>
              Your cars leave the marketplace, and the bookings waiting on them are cancelled with
              their renters told.
            </li>
          )}
          <li>Finished trips and reviews stay for the other party, under "Deleted user".</li>
          <li>You cannot delete your account while a trip is on rent.</li>
        </ul>
      </div>
      <Field label="Password" htmlFor="delete-password" error={problem}>
        <Input
          id="delete-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setProblem(null);
          }}
          aria-invalid={!!problem}
          autoFocus
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {remove.isPending ? "Deleting..." : "Delete My Account"}
        </Button>
      </div>
    </form>
  );
}
