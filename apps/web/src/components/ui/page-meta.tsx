/**
 * A page's own title and description (lib/document-head.tsx: in the server's <head>, and in the
 * browser the document's, updated as pages change), so browser tabs and search results say
 * which page or car it is. The title reads '<title> · Gaadi'. Renders nothing in the page.
 */
import { useDocumentTitle } from "@/lib/document-head";

export function PageMeta({ title, description }: { title: string; description: string }) {
  useDocumentTitle(`${title} · Gaadi`, description);
  return null;
}
