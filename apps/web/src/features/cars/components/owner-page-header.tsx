/** Title and subtitle of an owner page (owner document section 2). */
export function OwnerPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-2xl text-slate-600">{subtitle}</p>
    </header>
  );
}
