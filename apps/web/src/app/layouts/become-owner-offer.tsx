/**
 * The Become Owner offer on the way to /owner/add-car (issue 9, item 6): a signed-in
 * non-owner who follows 'List Your Car Now', the About page's List Your Car or the List Your
 * Car form gets one Become Owner button (the change-role call, its texts: 'Updating...', the
 * server's message, 'Failed to update account status. Please try again.') instead of 'Owner
 * access required for this page'. Once they are an owner the route guard shows the form.
 */
import { Home, KeyRound } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/components/ui/page-meta";
import { useBecomeOwner } from "@/lib/session";

export function BecomeOwnerOffer() {
  const { becomeOwner, isPending } = useBecomeOwner();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PageMeta
        title="Become an owner"
        description="Listing a car on Gaadi needs an owner account: become an owner in one click."
      />
      <header className="flex h-16 items-center border-b border-slate-200 bg-white px-4 lg:px-6">
        <Logo />
      </header>
      <section
        aria-labelledby="become-owner-title"
        className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center"
      >
        <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50">
          <KeyRound className="size-8 text-brand-700" aria-hidden />
        </span>
        <h1 id="become-owner-title" className="mt-6 text-3xl font-extrabold text-slate-900">
          Become an owner to list your car
        </h1>
        <p className="mt-4 text-slate-600">
          Listing a car needs an owner account. Become an owner in one click and continue to the Add
          car form.
        </p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" onClick={becomeOwner} disabled={isPending}>
            <KeyRound className="size-5" aria-hidden />
            {isPending ? "Updating..." : "Become Owner"}
          </Button>
          <Link
            to="/"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 font-medium text-slate-800 hover:bg-slate-50"
          >
            <Home className="size-5" aria-hidden />
            Go Home
          </Link>
        </div>
      </section>
    </div>
  );
}
