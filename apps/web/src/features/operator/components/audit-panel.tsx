/** The audit log (issue 29 item 4): every operator action, newest first, who, when, what, why. */
import { OPERATOR_ACTION_LABELS, OPERATOR_UI } from "@gaadi/shared";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAuditLog } from "@/features/operator/api/operator";
import { errorMessage } from "@/lib/api-client";
import { formatInstant } from "@/lib/format-date";

export function AuditPanel() {
  const log = useAuditLog();
  if (log.isPending) return <Spinner />;
  if (log.isError) return <p role="alert">{errorMessage(log.error, "Could not load")}</p>;
  const entries = log.data.pages.flatMap((p) => p.entries);
  if (entries.length === 0) return <p className="text-slate-600">{OPERATOR_UI.noAudit}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-2">
        {entries.map((e) => (
          <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <p className="font-medium text-slate-900">
              {OPERATOR_ACTION_LABELS[e.action]} by {e.operatorName}
            </p>
            <p className="text-slate-600">
              {formatInstant(e.createdAt)}, {e.subjectType}{" "}
              <span className="break-all">{e.subjectId}</span>
            </p>
            {e.reason && <p className="text-slate-800">{e.reason}</p>}
          </li>
        ))}
      </ol>
      {log.hasNextPage && (
        <Button
          variant="secondary"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {OPERATOR_UI.loadMore}
        </Button>
      )}
    </div>
  );
}
