/**
 * The owner top bar's avatar (owner document section 2, "Profile photo for owners"): a button
 * labelled 'Change profile photo' showing the owner's picture or initials, which opens the
 * profile photo dialog.
 */
import { useState } from "react";
import { UserAvatar } from "@/components/ui/avatar";
import { useSession } from "@/lib/session";
import { OwnerImageDialog } from "./owner-image-dialog";

export function OwnerImageButton() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <button
        type="button"
        aria-label="Change profile photo"
        title="Change profile photo"
        onClick={() => setOpen(true)}
        className="rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <UserAvatar name={user.name} image={user.image} />
      </button>
      <OwnerImageDialog open={open} onOpenChange={setOpen} user={user} />
    </>
  );
}
