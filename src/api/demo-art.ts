import { hashString } from "./util";

/**
 * The demo's pictures, drawn as small SVGs from a name (offline, deterministic, no stored
 * files): a product on a studio backdrop picked by what the name says (杯, 包, 台历…), a
 * framed artwork for a 数字藏品, a printed card for 卡券, a poster with its title. Only the
 * demo API loads this module, so none of it ships in a build against a real server.
 */
export type PictureKind = "goods" | "collectible" | "card" | "poster";

const HUES = [8, 24, 38, 150, 172, 200, 218, 262, 290, 330];
const esc = (t: string) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** An HSL colour as #rrggbb (shorter than hsl() once URL-encoded). */
function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255).toString(16).padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function url(body: string, defs: string): string {
  // single quotes: encodeURIComponent leaves them as they are (a double quote takes 3 characters)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400"><defs>${defs}</defs>${body}</svg>`.replace(/"/g, "'");
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const gradient = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** The object a goods name is about, drawn at the centre of the backdrop (fill `c`, shade `d`). */
const OBJECTS: [RegExp, (c: string, d: string) => string][] = [
  [/杯/, (c, d) => `<path d="M62 62h66l-6 86q-1 10-11 10H79q-10 0-11-10z" fill="${c}"/><path d="M128 80q26 0 24 24t-28 22" fill="none" stroke="${d}" stroke-width="9"/><rect x="58" y="56" width="74" height="10" rx="5" fill="${d}"/>`],
  [/包/, (c, d) => `<path d="M74 84q0-34 26-34t26 34" fill="none" stroke="${d}" stroke-width="7"/><path d="M52 80h96l8 78H44z" fill="${c}"/><rect x="84" y="104" width="32" height="18" rx="3" fill="${d}" opacity=".5"/>`],
  [/蜡烛|香薰/, (c, d) => `<rect x="64" y="86" width="72" height="72" rx="10" fill="${c}"/><rect x="64" y="104" width="72" height="26" fill="${d}" opacity=".45"/><path d="M100 52q10 14 0 26q-10-12 0-26z" fill="#ffb400"/><rect x="98" y="76" width="4" height="12" fill="#333"/>`],
  [/书签/, (c, d) => `<rect x="80" y="36" width="40" height="118" rx="4" fill="${c}"/><circle cx="100" cy="52" r="6" fill="#fff"/><path d="M100 58q-6 40 10 84" stroke="${d}" stroke-width="3" fill="none"/><path d="M88 118l12 12l12-12" fill="none" stroke="#fff" stroke-width="3"/>`],
  [/台历|日历/, (c, d) => `<path d="M46 152l20-96h68l20 96z" fill="${d}"/><rect x="56" y="62" width="88" height="84" rx="4" fill="#fff"/><rect x="56" y="62" width="88" height="22" fill="${c}"/><path d="M64 96h72M64 110h72M64 124h72M64 138h48" stroke="#d0d4dc" stroke-width="7" stroke-dasharray="9 6"/><rect x="109" y="106" width="9" height="8" fill="${c}"/>`],
  [/徽章/, (c, d) => `<path d="M84 110l-14 48l18-8l10 14l6-50zM116 110l14 48l-18-8l-10 14l-6-50z" fill="${d}"/><circle cx="100" cy="86" r="40" fill="${c}"/><circle cx="100" cy="86" r="30" fill="none" stroke="#fff" stroke-width="3"/><path d="M100 68l6 12l13 2l-10 9l3 13l-12-7l-12 7l3-13l-10-9l13-2z" fill="#fff"/>`],
  [/立牌/, (c, d) => `<ellipse cx="100" cy="156" rx="44" ry="8" fill="${d}"/><rect x="62" y="36" width="76" height="116" rx="10" fill="#fff" opacity=".7" stroke="${d}"/><circle cx="100" cy="76" r="18" fill="${c}"/><path d="M70 146q4-44 30-44t30 44z" fill="${c}"/>`],
  [/锅/, (c, d) => `<path d="M40 96h120v20q0 36-36 36H76q-36 0-36-36z" fill="${c}"/><path d="M48 96q0-28 52-28t52 28z" fill="${d}"/><rect x="92" y="58" width="16" height="10" rx="4" fill="${d}"/><rect x="22" y="100" width="20" height="8" rx="4" fill="${d}"/><rect x="158" y="100" width="20" height="8" rx="4" fill="${d}"/>`],
];
const GIFT_BOX = (c: string, d: string) =>
  `<rect x="52" y="80" width="96" height="74" rx="4" fill="${c}"/><rect x="46" y="66" width="108" height="22" rx="4" fill="${d}"/><rect x="92" y="66" width="16" height="88" fill="#fff" opacity=".8"/><path d="M100 66q-30-30-30-8t30 8q30-30 30-8t-30 8" fill="none" stroke="#fff" stroke-width="5"/>`;

/** Scenes of a framed artwork: mountains, waves, a night sky, a sun over hills. */
const SCENES: ((h: number) => string)[] = [
  (h) => `<path d="M30 150l40-56l22 26l30-46l48 76z" fill="${hsl(h, 45, 32)}"/><path d="M30 150l26-30l20 16l18-10l24 24z" fill="${hsl(h, 40, 48)}"/><circle cx="136" cy="62" r="12" fill="#ffe8a3"/>`,
  (h) => `${[0, 1, 2].map((k) => `<path d="M30 ${112 + k * 14}q18-12 35 0t35 0t35 0t35 0v${40 - k * 14}H30z" fill="${hsl(h, 55, 40 + k * 8)}" opacity=".85"/>`).join("")}<path d="M86 80q14-16 30 0q-14 10-30 0zm30 0l12-8v16z" fill="#ff7d00"/>`,
  (h) => `<rect x="30" y="30" width="140" height="140" fill="${hsl(h, 50, 16)}"/><path d="M52 50h0M140 46h0M96 70h0M66 96h0M150 104h0M120 130h0M46 140h0" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="104" cy="112" r="22" fill="${hsl(h, 60, 62)}"/><ellipse cx="104" cy="112" rx="40" ry="8" fill="none" stroke="#fff" stroke-width="2"/>`,
  (h) => `<circle cx="100" cy="92" r="30" fill="${hsl((h + 30) % 360, 90, 62)}"/><path d="M30 170V130q35-26 70-6t70-10v56z" fill="${hsl(h, 50, 30)}"/><path d="M64 104q36 16 72 0" stroke="#fff" stroke-width="2" fill="none" opacity=".6"/>`,
];

function goods(name: string, h: number): string {
  const c = hsl(h, 62, 52);
  const d = hsl(h, 55, 34);
  const draw = OBJECTS.find(([re]) => re.test(name))?.[1] ?? GIFT_BOX;
  const defs = gradient("bg", hsl(h, 40, 96), hsl(h, 35, 86));
  return url(`<rect width="200" height="200" fill="url(#bg)"/><ellipse cx="100" cy="160" rx="64" ry="9" fill="#000" opacity=".08"/>${draw(c, d)}`, defs);
}

/** Which scene a collectible's name calls for (mountains, water, sky), else one by its hash. */
const SCENE_WORDS = [/山|江|岭|峰/, /水|鲤|瓷|海|江南/, /星|夜|赛博|机甲|宇/, /日|敦煌|长安|瑞|飞天/];

function collectible(name: string, h: number, n: number): string {
  const byWord = SCENE_WORDS.findIndex((re) => re.test(name));
  const scene = SCENES[byWord >= 0 ? byWord : n % SCENES.length];
  const defs = gradient("sky", hsl(h, 60, 78), hsl((h + 40) % 360, 55, 90)) + gradient("gold", "#f7d774", "#b8862b", false);
  const frame = `<rect x="18" y="18" width="164" height="164" rx="6" fill="url(#gold)"/><rect x="30" y="30" width="140" height="140" fill="url(#sky)"/>`;
  // the chain mark of a 数字藏品 in the corner
  const chain = `<g transform="translate(148 150)"><path d="M0-12l10 6v12L0 12l-10-6V-6z" fill="#1d2129" opacity=".75"/><path d="M0-6l5 3v6L0 6l-5-3V-3z" fill="none" stroke="#fff" stroke-width="1.5"/></g>`;
  return url(`<rect width="200" height="200" fill="${hsl(h, 30, 14)}"/>${frame}${scene?.(h) ?? ""}${chain}`, defs);
}

function card(name: string, h: number): string {
  const defs = gradient("card", hsl(h, 70, 52), hsl((h + 35) % 360, 70, 38), false);
  const label = esc(name.slice(0, 8));
  return url(
    `<rect width="200" height="200" fill="${hsl(h, 30, 95)}"/><rect x="20" y="52" width="160" height="100" rx="12" fill="url(#card)"/>` +
      `<rect x="36" y="80" width="26" height="20" rx="4" fill="#f7d774"/><circle cx="150" cy="76" r="12" fill="#fff" opacity=".25"/><circle cx="162" cy="76" r="12" fill="#fff" opacity=".25"/>` +
      `<text x="36" y="134" font-size="15" font-weight="600" fill="#fff" font-family="sans-serif">${label}</text>`,
    defs,
  );
}

function poster(name: string, h: number): string {
  const defs = gradient("p", hsl(h, 75, 55), hsl((h + 50) % 360, 70, 40));
  const [first, second] = [name.slice(0, 6), name.slice(6, 12)].map(esc);
  return url(
    `<rect width="200" height="200" fill="url(#p)"/><circle cx="168" cy="34" r="46" fill="#fff" opacity=".12"/><circle cx="24" cy="178" r="60" fill="#fff" opacity=".1"/>` +
      `<text x="22" y="92" font-size="26" font-weight="700" fill="#fff" font-family="sans-serif">${first}</text>` +
      (second ? `<text x="22" y="124" font-size="26" font-weight="700" fill="#fff" font-family="sans-serif">${second}</text>` : "") +
      `<rect x="22" y="146" width="64" height="20" rx="10" fill="#fff"/><text x="54" y="160" font-size="11" text-anchor="middle" fill="${hsl(h, 70, 40)}" font-family="sans-serif">立即查看</text>`,
    defs,
  );
}

/** A demo picture of `kind` for `name` (the same name always gives the same picture). */
export function demoPicture(kind: PictureKind, name: string): string {
  const n = hashString(name);
  const h = HUES[n % HUES.length] ?? 218;
  if (kind === "collectible") return collectible(name, h, n >>> 4);
  if (kind === "card") return card(name, h);
  if (kind === "poster") return poster(name, h);
  return goods(name, h);
}
