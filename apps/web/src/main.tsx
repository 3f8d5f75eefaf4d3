import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./index.css";

// index.html's title and description serve readers that run no JavaScript; each page renders
// its own (React 19 document metadata, components/ui/page-meta.tsx), so these go first.
for (const el of document.head.querySelectorAll('title, meta[name="description"]')) el.remove();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
