/**
 * My Profile (customer document section 2, "Profile page"): a header with photo (or initials),
 * name, email and a role badge ('Car Owner' for owners, 'User' otherwise), then read-only Full
 * Name, Email Address, Account Type and Member Since. Name and email change only through
 * support. Settings open the photo, change-password and delete-account dialogs (features/
 * account); Reset Password (features/auth) opens from change-password with the e-mail filled.
 * The Driving licence section (features/licence, issue 29) sits between the two.
 * A visitor sees 'Access Denied' with a Log In button, and stays here once signed in.
 */
import { ACCOUNT_MSG, INDIA_TZ } from "@gaadi/shared";
import { CalendarDays, Camera, Lock, LogIn, Mail, ShieldCheck, User } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { UserAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/components/ui/page-meta";
import {
  type AccountDialog,
  AccountSettings,
} from "@/features/account/components/account-settings";
import { ChangePasswordDialog } from "@/features/account/components/change-password-dialog";
import { DeleteAccountDialog } from "@/features/account/components/delete-account-dialog";
import { ProfilePhotoDialog } from "@/features/account/components/profile-photo-dialog";
import { ResetPasswordDialog } from "@/features/auth/components/reset-password-dialog";
import { LicenceSection } from "@/features/licence/components/licence-section";
import { useLoginPrompt, useSession } from "@/lib/session";

const memberSince = new Intl.DateTimeFormat("en-IN", {
  timeZone: INDIA_TZ,
  month: "long",
  year: "numeric",
});

/** 'November 2026' for an ISO instant; the raw value if it does not parse. */
function formatMemberSince(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : memberSince.format(d);
}

export default function ProfilePage() {
  const { user, isOwner } = useSession();
  const { openLogin } = useLoginPrompt();
  const [dialog, setDialog] = useState<AccountDialog | "reset" | null>(null);
  const openChange = (which: AccountDialog | "reset") => (open: boolean) =>
    setDialog(open ? which : null);

  if (!user) {
    return (
      <section className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center">
        <PageMeta title="Access Denied" description={ACCOUNT_MSG.profileLoginRequired} />
        <Lock className="size-10 text-slate-400" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Access Denied</h1>
        <p className="mt-2 text-slate-600">{ACCOUNT_MSG.profileLoginRequired}</p>
        <Button className="mt-6" onClick={() => openLogin("login", "/profile")}>
          <LogIn className="size-4" aria-hidden />
          Log In
        </Button>
      </section>
    );
  }

  const accountType = isOwner ? "Car Owner" : "User";
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <PageMeta
        title="My Profile"
        description="Your Gaadi account: name, e-mail, picture and account type."
      />
      <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="h-24 bg-gradient-to-r from-brand-800 to-brand-600 sm:h-32" />
        <div className="flex flex-col items-center gap-4 px-6 pb-6 text-center sm:flex-row sm:items-end sm:text-left">
          <div className="relative -mt-12 sm:-mt-16">
            <UserAvatar
              name={user.name}
              image={user.image}
              className="size-24 border-4 border-white bg-white text-3xl shadow sm:size-28"
            />
            <button
              type="button"
              aria-label="Change profile photo"
              onClick={() => setDialog("photo")}
              className="absolute right-0 bottom-0 rounded-full bg-brand-700 p-2 text-white shadow ring-2 ring-white hover:bg-brand-800"
            >
              <Camera className="size-4" aria-hidden />
            </button>
          </div>
          <div className="min-w-0 flex-1">
            <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">
              {user.name}
            </h1>
            <p className="mt-1 break-all text-slate-600">{user.email}</p>
          </div>
          <Badge tone={isOwner ? "purple" : "blue"} className="text-sm">
            {accountType}
          </Badge>
        </div>
      </section>

      <section
        aria-labelledby="account-title"
        className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h2 id="account-title" className="text-xl font-bold text-slate-900">
          Account information
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <Info
            icon={<User className="size-5" aria-hidden />}
            label="Full Name"
            value={user.name}
          />
          <Info
            icon={<Mail className="size-5" aria-hidden />}
            label="Email Address"
            value={user.email}
          />
          <Info
            icon={<ShieldCheck className="size-5" aria-hidden />}
            label="Account Type"
            value={accountType}
          />
          <Info
            icon={<CalendarDays className="size-5" aria-hidden />}
            label="Member Since"
            value={formatMemberSince(user.createdAt)}
          />
        </dl>
        <p className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          Your name and email address can only be changed by contacting support. Visit the{" "}
          <Link to="/help-center" className="font-medium underline">
            Help Center
          </Link>{" "}
          to reach us.
        </p>
      </section>

      <LicenceSection />

      <AccountSettings onOpen={setDialog} />

      <ProfilePhotoDialog
        open={dialog === "photo"}
        onOpenChange={openChange("photo")}
        currentImage={user.image}
      />
      <ChangePasswordDialog
        open={dialog === "password"}
        onOpenChange={openChange("password")}
        onForgotPassword={() => setDialog("reset")}
      />
      <ResetPasswordDialog
        open={dialog === "reset"}
        onOpenChange={openChange("reset")}
        initialEmail={user.email}
      />
      <DeleteAccountDialog
        open={dialog === "delete"}
        onOpenChange={openChange("delete")}
        isOwner={isOwner}
      />
    </div>
  );
}

function Info({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <span className="text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 break-words font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
