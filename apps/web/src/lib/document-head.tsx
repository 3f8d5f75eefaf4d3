/**
 * The page's tags in the document's <head>: its <title>, its <meta name="description"> and the
 * preload of its largest image (decision 019: Preact has no React 19 document metadata nor
 * react-dom's `preload`, which hoisted these). The server render (entry-server.tsx) provides a
 * DocumentHead, which the components fill while they render (each tag under its own key, the
 * last one rendered wins) and which the render then puts in <head> with the page. In the
 * browser there is none: `useDocumentTitle` updates the document's title and description after
 * each render, and a preload is left to the image's own fetchpriority.
 */
import { createContext, type ReactElement, useContext, useEffect } from "react";

/** Tags for <head> by key ('title', 'description', 'preload <href>'), in first-render order. */
export type DocumentHead = Map<string, ReactElement>;

/** The server render's head; null in the browser. */
export const DocumentHeadContext = createContext<DocumentHead | null>(null);

/**
 * Gives the document `title` and `description`: on the server into the render's head, in the
 * browser into document.title and the (one) description meta, created when it is missing.
 */
export function useDocumentTitle(title: string, description: string): void {
  const head = useContext(DocumentHeadContext);
  if (head) {
    head.set("title", <title>{title}</title>);
    head.set("description", <meta name="description" content={description} />);
  }
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** The attributes of an image preload (<link rel="preload" as="image">). */
export interface ImagePreload {
  href: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
}

/** On the server, preloads the page's largest image with high priority; in the browser nothing. */
export function usePreloadImage(image: ImagePreload | null): void {
  const head = useContext(DocumentHeadContext);
  if (!head || !image) return;
  head.set(
    `preload ${image.href}`,
    <link
      rel="preload"
      as="image"
      fetchPriority="high"
      href={image.href}
      imageSrcSet={image.srcSet}
      imageSizes={image.sizes}
    />,
  );
}
