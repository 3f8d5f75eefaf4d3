import type { ReactNode } from "react";

/**
 * The owner area's data table from the md breakpoint up (owner document section 2: Manage
 * Cars, Manage Bookings): a bordered white card holding a table whose header row names
 * `columns`; `children` are its body rows. Below md the pages show their own cards instead.
 * Near md a wide table scrolls sideways inside the card instead of being cut off.
 */
export function TableCard({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-3 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
