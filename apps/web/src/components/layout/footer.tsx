/** Footer (owner document section 2): built by the foundation issue. */
export function Footer() {
  return <footer className="border-t border-slate-200 bg-white py-8" />;
}
