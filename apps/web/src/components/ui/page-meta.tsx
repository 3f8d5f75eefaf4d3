/**
 * A page's own title and description (React 19 document metadata: React hoists the <title> and
 * <meta> into the document head while the page shows and removes them when it goes), so browser
 * tabs and search results say which page or car it is. The title reads '<title> · Gaadi'.
 * index.html's static title and description serve readers that run no JavaScript; main.tsx
 * removes them before the app renders, so the page's own are the only ones.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} · Gaadi`}</title>
      <meta name="description" content={description} />
    </>
  );
}
