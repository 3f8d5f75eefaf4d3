/**
 * Payouts (issue 28 item 5, /owner/payouts, owners only): with online payments on, the owner
 * sets up the bank account their earnings are paid to (a Razorpay Route linked account), then
 * sees it masked with its status in plain words; with payments offline, a note that renters
 * pay at pickup. The full PAN and account number are never kept, and the page says so.
 */
import { PAYOUT_STATUS_TEXT } from "@gaadi/shared";
import { ShieldCheck } from "lucide-react";
import { PageMeta } from "@/components/ui/page-meta";
import { Spinner } from "@/components/ui/spinner";
import { usePayoutAccount } from "@/features/payouts/api/payout-account";
import { PayoutAccountForm } from "@/features/payouts/components/payout-account-form";
import { cn } from "@/lib/cn";

const STATUS_LABEL = {
  pending: "Under review",
  activated: "Active",
  needs_clarification: "Needs information",
  suspended: "Suspended",
} as const;

const STATUS_TONE = {
  pending: "bg-amber-100 text-amber-900",
  activated: "bg-emerald-100 text-emerald-900",
  needs_clarification: "bg-orange-100 text-orange-900",
  suspended: "bg-red-100 text-red-900",
} as const;

export default function Page() {
  const query = usePayoutAccount();
  const data = query.data;
  return (
    <section className="mx-auto max-w-3xl p-4 md:p-8">
      <PageMeta title="Payouts" description="Set up the bank account your earnings are paid to." />
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Payouts</h1>
        <p className="mt-1 text-slate-600">
          Your earnings from each trip are paid to this bank account through Razorpay.
        </p>
      </header>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <p role="alert" className="text-red-700">
            {query.error.message}
          </p>
        ) : !data?.enabled ? (
          <p className="text-slate-700">
            Online payouts are not enabled: renters pay you at pickup.
          </p>
        ) : data.account ? (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-lg font-semibold text-slate-900">Payout account</h2>
              <span
                className={cn(
                  "rounded-full px-3 py-1 text-sm font-medium",
                  STATUS_TONE[data.account.status],
                )}
              >
                {STATUS_LABEL[data.account.status]}
              </span>
            </div>
            <p className="text-slate-700">{PAYOUT_STATUS_TEXT[data.account.status]}</p>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              {(
                [
                  ["Legal name", data.account.legalName],
                  ["Mobile", data.account.phone],
                  ["PAN", data.account.pan],
                  ["Bank account", data.account.accountNumber],
                  ["IFSC", data.account.ifsc],
                  ["Beneficiary", data.account.beneficiaryName],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : (
          <PayoutAccountForm />
        )}
        <p className="mt-6 flex items-start gap-2 text-sm text-slate-600">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          Gaadi does not keep your full PAN or bank account number: they go to Razorpay only, and we
          keep the last 4 characters to show you here.
        </p>
      </div>
    </section>
  );
}
