/**
 * "Needs your attention": the owner's open tasks from GET /api/owner/tasks, one link per
 * non-zero count to the screen that acts on it (Manage Bookings filtered to requests, pickups
 * or returns due; Manage Reviews filtered to reviews without a reply). Shows nothing while
 * loading, on failure (the figures below say what failed) or when every count is 0.
 */
import type { OwnerTasksResponse } from "@gaadi/shared";
import type { LucideIcon } from "lucide-react";
import { BellRing, CalendarClock, ChevronRight, KeyRound, MessageSquareReply } from "lucide-react";
import { Link } from "react-router";
import { useOwnerTasks } from "@/features/dashboard/api/get-owner-tasks";
import { countOf } from "@/features/dashboard/dashboard-figures";

interface Task {
  count: number;
  text: string;
  to: string;
  icon: LucideIcon;
}

/** The links for the non-zero counts, in the order an owner acts on them. */
export function tasksOf(t: OwnerTasksResponse): Task[] {
  const all: Task[] = [
    {
      count: t.requests,
      text: `${countOf(t.requests, "booking request")} waiting for an answer`,
      to: "/owner/manage-bookings?status=pending",
      icon: BellRing,
    },
    {
      count: t.pickupsDue,
      text: `${countOf(t.pickupsDue, "pickup")} due`,
      to: "/owner/manage-bookings?due=pickup",
      icon: KeyRound,
    },
    {
      count: t.returnsDue,
      text: `${countOf(t.returnsDue, "return")} due`,
      to: "/owner/manage-bookings?due=return",
      icon: CalendarClock,
    },
    {
      count: t.unansweredReviews,
      text: `${countOf(t.unansweredReviews, "review")} without a reply`,
      to: "/owner/manage-reviews?reply=none",
      icon: MessageSquareReply,
    },
  ];
  return all.filter((task) => task.count > 0);
}

export function TasksStrip() {
  const { data } = useOwnerTasks();
  const tasks = data ? tasksOf(data) : [];
  if (tasks.length === 0) return null;
  return (
    <section
      aria-labelledby="tasks-title"
      className="rounded-2xl border border-amber-200 bg-amber-50/70 p-4 sm:p-5"
    >
      <h2 id="tasks-title" className="text-base font-semibold text-slate-900">
        Needs your attention
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {tasks.map(({ text, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-11 items-center gap-3 rounded-xl border border-amber-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-amber-300 hover:bg-amber-50"
            >
              <Icon className="size-5 shrink-0 text-amber-700" aria-hidden />
              <span className="flex-1">{text}</span>
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
