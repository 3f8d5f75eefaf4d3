/**
 * /operator (issue 29 item 4): the operator console, signed in only (RequireAuth); the
 * console itself tells a non-operator 'Operator access required'.
 */
import { OPERATOR_UI } from "@gaadi/shared";
import { PageMeta } from "@/components/ui/page-meta";
import { OperatorConsole } from "@/features/operator/components/operator-console";

export default function OperatorPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8 lg:px-8">
      <PageMeta
        title={OPERATOR_UI.title}
        description="Licences, people, listings, bookings and the audit log."
      />
      <h1 className="mb-4 text-2xl font-bold text-slate-900 md:text-3xl">{OPERATOR_UI.title}</h1>
      <OperatorConsole />
    </section>
  );
}
