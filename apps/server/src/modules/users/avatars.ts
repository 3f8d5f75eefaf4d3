/**
 * The 12 preset avatars of the profile photo manager (customer document sections 2, 3 and 9;
 * server-rules.md section 7; decision 011). They are drawn here, without any network, by
 * DiceBear's "Lorelei" style (artwork CC0 1.0, code MIT) from fixed seeds, once per process,
 * and served by the app at AVATAR_PREFIX + '<id>.svg'. The same seed always draws the same
 * face, so a URL's content never changes and may be cached for a year; a new set gets new ids.
 */
import { createAvatar } from "@dicebear/core";
import * as lorelei from "@dicebear/lorelei";
import type { AvatarPreset } from "@gaadi/shared";

/** Where the presets are served; the URL update-profile-image accepts is this plus '<id>.svg'. */
export const AVATAR_PREFIX = "/api/user/avatars/";

/** Each preset: its id (also the drawing's seed), the name shown, its background colour. */
const SET = [
  { id: "lorelei-aarav", name: "Aarav", background: "b6e3f4" },
  { id: "lorelei-diya", name: "Diya", background: "ffd5dc" },
  { id: "lorelei-kabir", name: "Kabir", background: "c0aede" },
  { id: "lorelei-ananya", name: "Ananya", background: "d1d4f9" },
  { id: "lorelei-vihaan", name: "Vihaan", background: "ffdfbf" },
  { id: "lorelei-isha", name: "Isha", background: "c1f0c1" },
  { id: "lorelei-arjun", name: "Arjun", background: "fde68a" },
  { id: "lorelei-meera", name: "Meera", background: "b6e3f4" },
  { id: "lorelei-rohan", name: "Rohan", background: "ffd5dc" },
  { id: "lorelei-saanvi", name: "Saanvi", background: "c0aede" },
  { id: "lorelei-dev", name: "Dev", background: "d1d4f9" },
  { id: "lorelei-priya", name: "Priya", background: "ffdfbf" },
] as const;

/** The 12 presets in display order, as GET /api/user/avatars answers them. */
export const AVATAR_PRESETS: readonly AvatarPreset[] = SET.map(({ id, name }) => ({
  id,
  name,
  url: `${AVATAR_PREFIX}${id}.svg`,
}));

const PRESET_URLS = new Set(AVATAR_PRESETS.map((a) => a.url));

/** True when `url` is exactly one of the 12 preset URLs (the only avatars accepted). */
export function isPresetAvatarUrl(url: string): boolean {
  return PRESET_URLS.has(url);
}

let drawn: Map<string, string> | undefined;

/** The SVG document of preset `id`, or undefined for an unknown id. Drawn once, then kept. */
export function avatarSvg(id: string): string | undefined {
  drawn ??= new Map(
    SET.map(({ id: seed, background }) => [
      seed,
      createAvatar(lorelei, { seed, backgroundColor: [background], radius: 50 }).toString(),
    ]),
  );
  return drawn.get(id);
}
