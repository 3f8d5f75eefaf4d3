/**
 * Offline car artwork for the demo marketplace: an SVG side view of the car's body type in its
 * colour, on a sky-and-road scene, with the brand, model and city written on it. No network,
 * no stock photos: sharp renders the SVG into the same WebP renditions as an upload
 * (lib/storage/images.ts). Each car's colour, scene hue and text make its picture distinct.
 */

export const BODY_TYPES = [
  "hatchback",
  "sedan",
  "suv",
  "coupe",
  "wagon",
  "van",
  "pickup",
  "convertible",
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export interface ArtworkInput {
  body: BodyType;
  /** Body colour, '#rrggbb'. */
  colour: string;
  brand: string;
  model: string;
  /** Line under the model, e.g. '2023 · Pune'. */
  caption: string;
  /** Any integer; picks the scene's hue and skyline so neighbours differ. */
  seed: number;
}

export const ART_WIDTH = 1280;
export const ART_HEIGHT = 800;

/** Silhouette of one body type: x extent, heights and the cabin outline (rear to front). */
interface Shape {
  x0: number;
  x1: number;
  /** Top of the lower body (the belt line). */
  belt: number;
  bottom: number;
  wheelR: number;
  wheels: [number, number];
  /** Cabin polygon points from the rear base over the roof to the front base; empty for none. */
  cabin: [number, number][];
}

const GROUND = 640;

function shapeOf(body: BodyType): Shape {
  const base = { bottom: GROUND - 40, wheelR: 62 };
  switch (body) {
    case "hatchback":
      return {
        ...base,
        x0: 330,
        x1: 960,
        belt: 470,
        wheels: [450, 830],
        cabin: [
          [350, 470],
          [420, 350],
          [690, 345],
          [810, 470],
        ],
      };
    case "sedan":
      return {
        ...base,
        x0: 250,
        x1: 1040,
        belt: 480,
        wheels: [400, 880],
        cabin: [
          [330, 480],
          [450, 365],
          [700, 360],
          [840, 480],
        ],
      };
    case "coupe":
      return {
        ...base,
        x0: 260,
        x1: 1030,
        belt: 495,
        wheels: [410, 880],
        cabin: [
          [320, 495],
          [500, 390],
          [660, 385],
          [830, 495],
        ],
      };
    case "wagon":
      return {
        ...base,
        x0: 240,
        x1: 1040,
        belt: 475,
        wheels: [390, 880],
        cabin: [
          [250, 475],
          [280, 360],
          [700, 355],
          [840, 475],
        ],
      };
    case "suv":
      return {
        ...base,
        bottom: GROUND - 55,
        wheelR: 74,
        x0: 250,
        x1: 1040,
        belt: 440,
        wheels: [410, 880],
        cabin: [
          [265, 440],
          [290, 310],
          [730, 305],
          [850, 440],
        ],
      };
    case "van":
      return {
        ...base,
        bottom: GROUND - 45,
        wheelR: 66,
        x0: 230,
        x1: 1050,
        belt: 455,
        wheels: [380, 900],
        cabin: [
          [235, 455],
          [245, 275],
          [860, 272],
          [985, 455],
        ],
      };
    case "pickup":
      return {
        ...base,
        bottom: GROUND - 55,
        wheelR: 74,
        x0: 220,
        x1: 1060,
        belt: 450,
        wheels: [380, 910],
        cabin: [
          [560, 450],
          [590, 320],
          [790, 318],
          [880, 450],
        ],
      };
    case "convertible":
      return { ...base, x0: 270, x1: 1020, belt: 490, wheels: [410, 870], cabin: [] };
  }
}

/** '#rrggbb' mixed towards black (amount < 0) or white (amount > 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function scene(seed: number): string {
  const hue = (seed * 47) % 360;
  const sky = `hsl(${hue}, 55%, 78%)`;
  const skyLow = `hsl(${(hue + 30) % 360}, 60%, 92%)`;
  let skyline = "";
  let x = 0;
  for (let i = 0; x < ART_WIDTH; i++) {
    const w = 60 + ((seed * 13 + i * 37) % 90);
    const h = 80 + ((seed * 29 + i * 53) % 170);
    skyline += `<rect x="${x}" y="${GROUND - h}" width="${w - 8}" height="${h}" fill="hsl(${hue}, 18%, ${62 + (i % 3) * 5}%)"/>`;
    x += w;
  }
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient></defs>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#sky)"/>
<circle cx="${110 + (seed % 5) * 60}" cy="170" r="60" fill="hsl(${(hue + 50) % 360}, 90%, 88%)"/>
${skyline}
<rect y="${GROUND}" width="${ART_WIDTH}" height="${ART_HEIGHT - GROUND}" fill="#3d3f45"/>
<rect y="${GROUND + 70}" width="${ART_WIDTH}" height="8" fill="#f2f2f2" stroke-dasharray="60 40" stroke="#3d3f45" stroke-width="8"/>`;
}

function carBody(body: BodyType, colour: string): string {
  const s = shapeOf(body);
  const dark = shade(colour, -0.35);
  const glass = "#a9c6d8";
  const lower = `M${s.x0},${s.bottom} L${s.x0},${s.belt + 25} Q${s.x0},${s.belt} ${s.x0 + 45},${s.belt} L${s.x1 - 40},${s.belt} Q${s.x1},${s.belt + 5} ${s.x1},${s.belt + 40} L${s.x1},${s.bottom} Z`;
  let cabin = "";
  if (s.cabin.length === 4) {
    const pts = s.cabin.map(([px, py]) => `${px},${py}`).join(" ");
    const [[rx, ry], [ax, ay], [bx, by], [fx, fy]] = s.cabin as [
      [number, number],
      [number, number],
      [number, number],
      [number, number],
    ];
    const inset = `${rx + 25},${ry - 8} ${ax + 14},${ay + 16} ${bx - 8},${by + 16} ${fx - 30},${fy - 8}`;
    const pillar = Math.round((ax + bx) / 2 + 20);
    cabin = `<polygon points="${pts}" fill="${colour}"/><polygon points="${inset}" fill="${glass}"/><rect x="${pillar}" y="${Math.min(ay, by)}" width="14" height="${ry - Math.min(ay, by)}" fill="${colour}"/>`;
  } else {
    cabin = `<path d="M${s.x0 + 430},${s.belt} L${s.x0 + 480},${s.belt - 80}" stroke="#444" stroke-width="10"/><rect x="${s.x0 + 220}" y="${s.belt - 60}" width="40" height="60" rx="10" fill="#5a3b2e"/><rect x="${s.x0 + 330}" y="${s.belt - 60}" width="40" height="60" rx="10" fill="#5a3b2e"/>`;
  }
  const bed =
    body === "pickup"
      ? `<rect x="${s.x0 + 10}" y="${s.belt - 12}" width="${s.cabin[0]![0] - s.x0 - 20}" height="14" fill="${dark}"/>`
      : "";
  const wheels = s.wheels
    .map(
      (cx) =>
        `<circle cx="${cx}" cy="${GROUND - s.wheelR + 4}" r="${s.wheelR + 10}" fill="${dark}"/><circle cx="${cx}" cy="${GROUND - s.wheelR + 4}" r="${s.wheelR}" fill="#1d1d1f"/><circle cx="${cx}" cy="${GROUND - s.wheelR + 4}" r="${Math.round(s.wheelR * 0.5)}" fill="#b8bcc2"/>`,
    )
    .join("");
  return `<ellipse cx="${(s.x0 + s.x1) / 2}" cy="${GROUND + 6}" rx="${(s.x1 - s.x0) / 2 + 30}" ry="16" fill="#000" opacity="0.35"/>
${cabin}<path d="${lower}" fill="${colour}"/>${bed}
<rect x="${s.x0}" y="${s.belt + 45}" width="${s.x1 - s.x0}" height="8" fill="${shade(colour, 0.25)}"/>
<rect x="${s.x1 - 34}" y="${s.belt + 12}" width="30" height="18" rx="6" fill="#fff6c8"/>
<rect x="${s.x0 + 2}" y="${s.belt + 14}" width="20" height="16" rx="4" fill="#d7263d"/>
${wheels}`;
}

/** The artwork as an SVG document (ART_WIDTH x ART_HEIGHT). */
export function carArtworkSvg(a: ArtworkInput): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">
${scene(a.seed)}
${carBody(a.body, a.colour)}
<text x="1220" y="130" text-anchor="end" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="bold" fill="#1f2933" letter-spacing="3">${escapeXml(a.brand.toUpperCase())}</text>
<text x="1220" y="198" text-anchor="end" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#111827">${escapeXml(a.model)}</text>
<text x="60" y="${GROUND + 52}" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#f3f4f6">${escapeXml(a.caption)}</text>
</svg>`;
}
