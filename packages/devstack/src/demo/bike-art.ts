import sharp from 'sharp';

/**
 * Bicycle pictures the project draws itself (no downloads): an SVG side view whose frame, tyres,
 * handlebar and scenery follow the kind of bike, coloured from a seed, rendered to JPEG by sharp.
 * Used by the demo seed and by the browser journeys (the file a seller uploads).
 */
export type BikeKind = 'mountain' | 'road' | 'kids';

export interface BikeArtOptions {
  kind: BikeKind;
  /** Any integer: the same seed draws the same picture. */
  seed: number;
  width?: number;
  height?: number;
}

const FRAME_COLOURS = [
  '#d7263d',
  '#1b998b',
  '#2e86ab',
  '#f46036',
  '#5b2a86',
  '#ffb400',
  '#2f4858',
  '#e84855',
  '#3bb273',
  '#7768ae',
  '#0f7173',
  '#c0392b',
  '#ff6f59',
  '#254441',
  '#43aa8b',
  '#f9c80e',
];
const SKIES: [string, string][] = [
  ['#bde0fe', '#eef6ff'],
  ['#ffd6a5', '#fff4e0'],
  ['#caffbf', '#f1fff0'],
  ['#d0d1ff', '#f3f0ff'],
  ['#a0c4ff', '#e7f0ff'],
  ['#ffc8dd', '#fff0f6'],
  ['#9bf6ff', '#eafcff'],
  ['#fdffb6', '#fffef0'],
];

/** A small deterministic generator (mulberry32), so a seed always gives the same bike. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T =>
  list[Math.floor(rand() * list.length)]!;

function wheel(cx: number, cy: number, r: number, tyre: number, knobby: boolean, rim: string) {
  const spokes = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    const x = (cx + Math.cos(a) * (r - tyre)).toFixed(1);
    const y = (cy + Math.sin(a) * (r - tyre)).toFixed(1);
    return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}"/>`;
  }).join('');
  const knobs = knobby
    ? `<circle cx="${cx}" cy="${cy}" r="${r + tyre / 2}" fill="none" stroke="#1c1c1c" stroke-width="7" stroke-dasharray="7 9"/>`
    : '';
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#222" stroke-width="${tyre}"/>${knobs}
    <circle cx="${cx}" cy="${cy}" r="${r - tyre / 2 - 3}" fill="none" stroke="${rim}" stroke-width="5"/>
    <g stroke="#9aa0a6" stroke-width="2">${spokes}</g>
    <circle cx="${cx}" cy="${cy}" r="12" fill="#555"/></g>`;
}

function scenery(kind: BikeKind, w: number, h: number, rand: () => number): string {
  const ground = h * 0.82;
  const sunX = (0.15 + rand() * 0.7) * w;
  const sun = `<circle cx="${sunX.toFixed(0)}" cy="${(h * 0.18).toFixed(0)}" r="${(40 + rand() * 30).toFixed(0)}" fill="#fff3b0" opacity="0.9"/>`;
  let back = '';
  if (kind === 'mountain') {
    const peaks = Array.from({ length: 5 }, (_, i) => {
      const x = (i / 4) * w;
      return `${x.toFixed(0)},${(h * (0.35 + rand() * 0.2)).toFixed(0)}`;
    }).join(' ');
    back = `<polygon points="0,${ground} ${peaks} ${w},${ground}" fill="#8fb996" opacity="0.8"/>`;
  } else if (kind === 'road') {
    back = `<rect x="0" y="${ground - 30}" width="${w}" height="60" fill="#6c757d"/>
      <line x1="0" y1="${ground}" x2="${w}" y2="${ground}" stroke="#fff" stroke-width="6" stroke-dasharray="50 40"/>`;
  } else {
    const flowers = Array.from({ length: 9 }, () => {
      const x = (rand() * w).toFixed(0);
      const y = (ground + 10 + rand() * (h - ground - 20)).toFixed(0);
      return `<circle cx="${x}" cy="${y}" r="9" fill="${pick(rand, ['#ff595e', '#ffca3a', '#fff', '#c77dff'])}"/>`;
    }).join('');
    const treeX = (w * (rand() < 0.5 ? 0.12 : 0.88)).toFixed(0);
    back = `<rect x="${Number(treeX) - 12}" y="${(h * 0.5).toFixed(0)}" width="24" height="${(ground - h * 0.5).toFixed(0)}" fill="#8d6e63"/>
      <circle cx="${treeX}" cy="${(h * 0.42).toFixed(0)}" r="${(h * 0.2).toFixed(0)}" fill="#52b788"/>${flowers}`;
  }
  const groundFill = kind === 'road' ? '#adb5bd' : '#95d5b2';
  return `${sun}<rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${groundFill}"/>${back}`;
}

/** The bike itself, drawn in a 1000 x 584 box and scaled into place by the caller. */
function bicycle(kind: BikeKind, rand: () => number): string {
  const frame = pick(rand, FRAME_COLOURS);
  const accent = pick(
    rand,
    FRAME_COLOURS.filter((c) => c !== frame),
  );
  const rim = rand() < 0.5 ? '#c0c4c8' : accent;
  const stepThrough = kind !== 'road' && rand() < 0.3;
  const r = kind === 'kids' ? 118 : kind === 'road' ? 160 : 152;
  const tyre = kind === 'road' ? 9 : kind === 'kids' ? 16 : 20;
  const [rx, fx, cy] = kind === 'kids' ? [330, 670, 430] : [300, 700, 400];
  const bb = { x: 485, y: cy + 12 };
  const seat = { x: 440 - rand() * 20, y: kind === 'mountain' ? 245 : 220 };
  const head = { x: fx - 55, y: kind === 'road' ? 215 : 235 };
  const headLow = { x: head.x + 14, y: head.y + 55 };
  const topTube = stepThrough
    ? `M${bb.x + 10},${bb.y - 40} Q${bb.x + 60},${headLow.y + 40} ${headLow.x},${headLow.y}`
    : `M${seat.x + 8},${seat.y + 18} L${head.x},${head.y + 10}`;
  const thick = kind === 'mountain' ? 16 : kind === 'kids' ? 14 : 11;
  const fork =
    kind === 'mountain'
      ? `<line x1="${headLow.x}" y1="${headLow.y}" x2="${fx - 8}" y2="${cy - 70}" stroke="#333" stroke-width="16" stroke-linecap="round"/>
         <line x1="${fx - 8}" y1="${cy - 70}" x2="${fx}" y2="${cy}" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`
      : `<line x1="${headLow.x}" y1="${headLow.y}" x2="${fx}" y2="${cy}" stroke="${frame}" stroke-width="9" stroke-linecap="round"/>`;
  const stem = { x: head.x + 18, y: head.y - 30 };
  const bar =
    kind === 'road'
      ? `<path d="M${stem.x},${stem.y} q40,0 42,30 q2,30 -24,34" fill="none" stroke="#222" stroke-width="9" stroke-linecap="round"/>`
      : `<line x1="${stem.x - 30}" y1="${stem.y - 8}" x2="${stem.x + 24}" y2="${stem.y + 4}" stroke="#222" stroke-width="10" stroke-linecap="round"/>
         <line x1="${stem.x - 30}" y1="${stem.y - 8}" x2="${stem.x - 52}" y2="${stem.y - 14}" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>`;
  const training =
    kind === 'kids' && rand() < 0.5
      ? `<line x1="${rx}" y1="${cy}" x2="${rx - 40}" y2="${cy + 70}" stroke="#888" stroke-width="6"/>${wheel(rx - 40, cy + 78, 34, 8, false, '#ddd')}`
      : '';
  const tube = (d: string) =>
    `<path d="${d}" fill="none" stroke="${frame}" stroke-width="${thick}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `<ellipse cx="500" cy="${cy + r + 6}" rx="330" ry="16" fill="#000" opacity="0.15"/>
    ${wheel(rx, cy, r, tyre, kind === 'mountain', rim)}${wheel(fx, cy, r, tyre, kind === 'mountain', rim)}${training}
    <line x1="${rx}" y1="${cy}" x2="${bb.x - 10}" y2="${bb.y - 4}" stroke="#444" stroke-width="4"/>
    <circle cx="${bb.x}" cy="${bb.y}" r="30" fill="none" stroke="#555" stroke-width="6"/>
    ${tube(`M${rx},${cy} L${bb.x},${bb.y}`)}${tube(`M${rx},${cy} L${seat.x + 8},${seat.y + 18}`)}
    ${tube(`M${bb.x},${bb.y} L${seat.x + 4},${seat.y + 10}`)}${tube(`M${bb.x},${bb.y} L${headLow.x},${headLow.y}`)}
    ${tube(topTube)}${tube(`M${head.x},${head.y + 10} L${headLow.x},${headLow.y}`)}${fork}
    <line x1="${head.x + 4}" y1="${head.y + 10}" x2="${stem.x}" y2="${stem.y}" stroke="#333" stroke-width="10" stroke-linecap="round"/>${bar}
    <line x1="${seat.x + 4}" y1="${seat.y + 10}" x2="${seat.x - 6}" y2="${seat.y - 30}" stroke="#333" stroke-width="8"/>
    <path d="M${seat.x - 50},${seat.y - 34} q40,-14 88,-2 q-30,14 -88,2z" fill="#222"/>
    <line x1="${bb.x}" y1="${bb.y}" x2="${bb.x + 26}" y2="${bb.y + 44}" stroke="#333" stroke-width="9" stroke-linecap="round"/>
    <rect x="${bb.x + 12}" y="${bb.y + 42}" width="34" height="10" rx="3" fill="${accent}"/>`;
}

/** The SVG source of one picture. */
export function bikeSvg({ kind, seed, width = 1000, height = 584 }: BikeArtOptions): string {
  const rand = random(seed * 7919 + kind.length);
  const [top, bottom] = pick(rand, SKIES);
  const scale = Math.min(width / 1000, height / 584) * (kind === 'kids' ? 0.82 : 0.9);
  const dx = (width - 1000 * scale) / 2;
  // The tyres (about y = 560 in the bike's box) stand on the ground near the bottom edge.
  const dy = height * 0.95 - 560 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>${scenery(kind, width, height, rand)}
  <g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${scale.toFixed(3)})">${bicycle(kind, rand)}</g>
</svg>`;
}

/** A JPEG of the picture, the kind of file a seller's camera produces. */
export function drawBikeJpeg(options: BikeArtOptions): Promise<Buffer> {
  return sharp(Buffer.from(bikeSvg(options)))
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
