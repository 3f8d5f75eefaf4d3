/** One private photo (claims, handovers; issue 30), fetched with the session. */
import { usePrivatePhoto } from "@/lib/use-private-photo";
import { Spinner } from "./spinner";

export function PrivatePhoto({ url, alt }: { url: string; alt: string }) {
  const { src, error } = usePrivatePhoto(url);
  if (error) return <p className="text-xs text-red-700">Photo not available</p>;
  if (!src) return <Spinner />;
  return (
    <a
      href={src}
      target="_blank"
      rel="noreferrer"
      className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <img
        src={src}
        alt={alt}
        className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
      />
    </a>
  );
}
