/** Navigation bar (customer document section 2): built by the foundation issue. */
import { Link } from "react-router";

export function Navbar() {
  return (
    <header className="fixed inset-x-0 top-0 z-30 h-16 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav className="mx-auto flex h-full max-w-7xl items-center px-4">
        <Link to="/" className="text-xl font-bold text-brand-700">
          Gaadi
        </Link>
      </nav>
    </header>
  );
}
