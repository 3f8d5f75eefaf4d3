import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { cn } from "@/lib/cn";

/**
 * The navigation search box (customer document section 2): Enter on non-empty trimmed text
 * goes to /cars?search=<encoded>; empty or whitespace-only input is ignored. A GET form to
 * /cars naming `search`, so it also searches before any script runs (issue 26, item 2).
 */
export function NavSearch({ className, onSearch }: { className?: string; onSearch?(): void }) {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const term = text.trim();
    if (!term) return;
    navigate(`/cars?search=${encodeURIComponent(term)}`);
    onSearch?.();
  };
  return (
    <search className={cn("relative", className)}>
      <form method="get" action="/cars" onSubmit={onSubmit}>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          name="search"
          aria-label="Search cars"
          placeholder="Search cars, brands, cities"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </form>
    </search>
  );
}
