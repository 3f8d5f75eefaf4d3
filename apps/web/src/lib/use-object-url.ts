/**
 * A local preview URL (blob:) for a chosen file, revoked when the file changes or the
 * component unmounts; null without a file. Used by the image pickers' previews.
 */
import { useEffect, useState } from "react";

export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
