/**
 * Dashboard (owner document section 2, /owner, owners only): earnings and car analytics, then,
 * with online payouts on, the Payouts table (issue 28 item 5).
 */

import { PageMeta } from "@/components/ui/page-meta";
import { OwnerDashboard } from "@/features/dashboard/components/owner-dashboard";
import { PayoutsTable } from "@/features/payouts/components/payouts-table";

export default function Page() {
  return (
    <section className="p-4 md:p-8">
      <PageMeta
        title="Dashboard"
        description="Your earnings, bookings and how busy each car is, for the period you choose."
      />
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Dashboard</h1>
        <p className="mt-1 text-slate-600">
          Your earnings, bookings and how busy each car is, for the period you choose.
        </p>
      </header>
      <div className="space-y-6">
        <OwnerDashboard />
        <PayoutsTable />
      </div>
    </section>
  );
}
