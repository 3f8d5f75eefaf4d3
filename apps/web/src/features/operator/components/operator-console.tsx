/**
 * The operator console (issue 29 item 4): tabs Licences, People, Listings, Bookings, Claims
 * (issue 30) and Audit log (Radix Tabs: arrow keys move between them). Shown only to operators; anyone else signed
 * in reads 'Operator access required'.
 */
import { OPERATOR_MSG, OPERATOR_UI } from "@gaadi/shared";
import { Tabs } from "radix-ui";
import { useSession } from "@/lib/session";
import { AuditPanel } from "./audit-panel";
import { BookingsPanel } from "./bookings-panel";
import { ClaimsPanel } from "./claims-panel";
import { LicencesPanel } from "./licences-panel";
import { ListingsPanel } from "./listings-panel";
import { PeoplePanel } from "./people-panel";

const TABS = [
  ["licences", LicencesPanel],
  ["people", PeoplePanel],
  ["listings", ListingsPanel],
  ["bookings", BookingsPanel],
  ["claims", ClaimsPanel],
  ["audit", AuditPanel],
] as const;

export function OperatorConsole() {
  const { user } = useSession();
  if (!user?.isOperator) {
    return (
      <p role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-800">
        {OPERATOR_MSG.operatorRequired}
      </p>
    );
  }
  return (
    <Tabs.Root defaultValue="licences" className="flex flex-col gap-4">
      <Tabs.List
        aria-label={OPERATOR_UI.title}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {TABS.map(([key]) => (
          <Tabs.Trigger
            key={key}
            value={key}
            className="shrink-0 rounded-t-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-b-2 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
          >
            {OPERATOR_UI.tabs[key]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(([key, Panel]) => (
        <Tabs.Content
          key={key}
          value={key}
          className="focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
