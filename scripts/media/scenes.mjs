// The demo pictures as SVG scenes (mountains, fjords, desert, aurora, hotels, a portrait): each a deliberate
// illustration of its subject, drawn from a seed so the same run always draws the same picture.

/** A small deterministic random generator (mulberry32), so a scene is the same on every machine. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Times of day: sky top, sky horizon, sun colour, light on land (0 dark … 1 bright), haze colour. */
export const LIGHT = {
  dawn: { top: '#3b4f86', horizon: '#f6b38e', sun: '#ffe2b8', land: 0.75, haze: '#f3c7b0' },
  day: { top: '#3d7cc9', horizon: '#bfe0f5', sun: '#fffbe6', land: 1, haze: '#d8ecf7' },
  golden: { top: '#4a6fa5', horizon: '#ffcf8a', sun: '#fff0c2', land: 0.9, haze: '#ffd9a0' },
  dusk: { top: '#27294f', horizon: '#e77f6a', sun: '#ffc59a', land: 0.55, haze: '#c9798a' },
  night: { top: '#050b1e', horizon: '#1b2f55', sun: '#e8eefc', land: 0.3, haze: '#22385f' },
};

/** Mixes hex colour `c` toward black by (1 - light): the same land reads darker at dusk. */
export function shade(c, light) {
  const n = Number.parseInt(c.slice(1), 16);
  const f = (v) => Math.round(v * light);
  const r = f((n >> 16) & 255);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** A ridgeline by midpoint displacement: the polygon from the left edge to the right, closed along the bottom. */
export function ridge(rand, { w, h, base, amp, rough = 0.55, steps = 7, peaks = [] }) {
  let pts = [
    [0, base - rand() * amp * 0.5],
    [w, base - rand() * amp * 0.5],
  ];
  let spread = amp;
  for (let s = 0; s < steps; s++) {
    const next = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const [x1, y1] = pts[i];
      const [x2, y2] = pts[i + 1];
      next.push([x1, y1], [(x1 + x2) / 2, (y1 + y2) / 2 + (rand() - 0.5) * spread]);
    }
    next.push(pts[pts.length - 1]);
    pts = next;
    spread *= rough;
  }
  // Named peaks (a tower, a cone) pull the line up around their x.
  for (const p of peaks)
    pts = pts.map(([x, y]) => {
      const d = Math.abs(x - p.x) / p.width;
      return [x, d < 1 ? Math.min(y, p.y + (base - p.y) * d ** (p.sharp ?? 1)) : y];
    });
  return `M0 ${h} ${pts.map(([x, y]) => `L${x.toFixed(1)} ${y.toFixed(1)}`).join(' ')} L${w} ${h} Z`;
}

const sky = (w, h, L, id = 'sky') =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${L.top}"/><stop offset="0.62" stop-color="${L.horizon}"/></linearGradient>
  <radialGradient id="sunglow"><stop offset="0" stop-color="${L.sun}" stop-opacity="0.95"/><stop offset="0.25" stop-color="${L.sun}" stop-opacity="0.5"/><stop offset="1" stop-color="${L.sun}" stop-opacity="0"/></radialGradient>
  <linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${L.haze}" stop-opacity="0"/><stop offset="1" stop-color="${L.haze}" stop-opacity="0.55"/></linearGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="18"/></filter><filter id="blur4"><feGaussianBlur stdDeviation="4"/></filter></defs>
  <rect width="${w}" height="${h}" fill="url(#${id})"/>`;

const sun = (x, y, r, L) =>
  `<circle cx="${x}" cy="${y}" r="${r * 5}" fill="url(#sunglow)"/><circle cx="${x}" cy="${y}" r="${r}" fill="${L.sun}"/>`;

function stars(rand, w, h, n) {
  let s = '';
  for (let i = 0; i < n; i++)
    s += `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${(rand() * 1.8 + 0.4).toFixed(1)}" fill="#fff" opacity="${(rand() * 0.6 + 0.3).toFixed(2)}"/>`;
  return s;
}

function aurora(rand, w, h) {
  let s = '<g filter="url(#soft)" opacity="0.85">';
  for (let i = 0; i < 3; i++) {
    const y = h * (0.18 + i * 0.09);
    const c = ['#5cf2a6', '#38d98f', '#7c6cf2'][i];
    s += `<path d="M-50 ${y + 80} C ${w * 0.25} ${y - 120 + rand() * 80}, ${w * 0.55} ${y + 160}, ${w + 50} ${y - 40}" stroke="${c}" stroke-width="${70 - i * 15}" fill="none"/>`;
  }
  return `${s}</g>`;
}

/** Stacked ridges from far (pale, hazy) to near (dark, saturated). */
function ranges(rand, w, h, L, layers) {
  return layers
    .map((l) => `<path d="${ridge(rand, { w, h, ...l })}" fill="${shade(l.color, L.land * (l.dim ?? 1))}"/>`)
    .join('');
}

function water(w, h, y, L, tint) {
  return `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(tint, L.land)}"/><stop offset="1" stop-color="${shade(tint, L.land * 0.55)}"/></linearGradient></defs>
  <rect y="${y}" width="${w}" height="${h - y}" fill="url(#water)"/>
  <rect y="${y}" width="${w}" height="3" fill="${L.sun}" opacity="0.35"/>
  ${[0.1, 0.25, 0.45, 0.7].map((f) => `<rect x="${w * f}" y="${y + (h - y) * f * 0.9 + 8}" width="${w * 0.18}" height="2" fill="#fff" opacity="0.18"/>`).join('')}`;
}

/** Inca Trail / Sacred Valley: green Andes, terraced slopes and stone walls. */
export function inca(seed, light, { ruins = false } = {}) {
  const w = 1600;
  const h = 1067;
  const L = LIGHT[light];
  const rand = random(seed);
  let terraces = '';
  for (let i = 0; i < 12; i++) {
    const y = 760 + i * 26;
    terraces += `<path d="M${-40 + i * 18} ${y} Q ${w * 0.4} ${y - 40 - i * 2} ${w + 40} ${y + 30}" stroke="${shade('#5f7d3a', L.land * 0.8)}" stroke-width="5" fill="none" opacity="0.7"/>`;
  }
  let walls = '';
  if (ruins)
    for (let i = 0; i < 14; i++) {
      const x = 420 + i * 52 + rand() * 20;
      const y = 700 + Math.sin(i) * 18;
      walls += `<rect x="${x}" y="${y}" width="${38 + rand() * 20}" height="${26 + rand() * 18}" fill="${shade('#9c8f7a', L.land)}" stroke="${shade('#6f6454', L.land)}" stroke-width="3"/>`;
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky(w, h, L)}
  ${light === 'night' ? stars(rand, w, h * 0.5, 160) : sun(w * 0.72, h * 0.28, 46, L)}
  ${ranges(rand, w, h, L, [
    { base: 520, amp: 260, color: '#9db3c9', dim: 0.95, peaks: [{ x: 300, y: 250, width: 260 }] },
    { base: 640, amp: 240, color: '#5d7f63' },
    { base: 700, amp: 220, color: '#3f6b3a', peaks: [{ x: 1180, y: 330, width: 150, sharp: 0.7 }] },
  ])}
  <rect width="${w}" height="${h}" fill="url(#haze)"/>
  ${ranges(rand, w, h, L, [{ base: 820, amp: 90, color: '#4f7a2e', rough: 0.4 }])}
  ${terraces}${walls}
  ${ranges(rand, w, h, L, [{ base: 1000, amp: 60, color: '#2d4a1e', rough: 0.45 }])}</svg>`;
}

/** Patagonia: granite towers above a turquoise lake. */
export function patagonia(seed, light) {
  const w = 1600;
  const h = 1067;
  const L = LIGHT[light];
  const rand = random(seed);
  const at = 380 + rand() * 500;
  const towers = [0, 130, 250].map((dx, i) => ({
    x: at + dx + rand() * 30,
    y: 110 + i * 45 + rand() * 40,
    width: 80,
    sharp: 0.35,
  }));
  const lakeY = 770;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky(w, h, L)}
  ${light === 'night' ? stars(rand, w, h * 0.5, 200) : sun(w * 0.2, h * 0.22, 40, L)}
  ${ranges(rand, w, h, L, [{ base: 620, amp: 180, color: '#8a8f9c', peaks: towers }])}
  ${ranges(rand, w, h, L, [{ base: 700, amp: 120, color: '#5a6a55' }])}
  <rect width="${w}" height="${h}" fill="url(#haze)"/>
  ${water(w, h, lakeY, L, '#3fb3b6')}
  ${ranges(rand, w, h, L, [{ base: 1020, amp: 80, color: '#6b5a33', rough: 0.5 }])}</svg>`;
}

/** Norwegian fjords: steep walls either side of still water, a red boathouse, aurora at night. */
export function fjords(seed, light) {
  const w = 1600;
  const h = 1067;
  const L = LIGHT[light];
  const rand = random(seed);
  const waterY = 690;
  // Each picture opens the fjord at another place: the walls' feet and shoulders move with the seed.
  const lx = 380 + rand() * 360;
  const rx = lx + 300 + rand() * 260;
  const left = `M0 ${h} L0 ${100 + rand() * 120} C ${lx * 0.4} 160, ${lx * 0.7} 330, ${lx} ${waterY} L 0 ${waterY} Z`;
  const right = `M${w} ${h} L${w} ${140 + rand() * 140} C ${w - (w - rx) * 0.3} 200, ${rx + 120} 380, ${rx} ${waterY} L ${w} ${waterY} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky(w, h, L)}
  ${light === 'night' ? `${stars(rand, w, h * 0.55, 220)}${aurora(rand, w, h)}` : sun(w * 0.5, h * 0.3, 38, L)}
  ${ranges(rand, w, h, L, [{ base: 600, amp: 120, color: '#7f93a8' }])}
  <rect width="${w}" height="${h}" fill="url(#haze)"/>
  ${water(w, h, waterY, L, '#2f6f8f')}
  <g opacity="0.35" transform="translate(0 ${2 * waterY}) scale(1 -1)"><path d="${left}" fill="${shade('#33513a', L.land)}"/><path d="${right}" fill="${shade('#2c4a36', L.land)}"/></g>
  <path d="${left}" fill="${shade('#3a5c40', L.land)}"/><path d="${right}" fill="${shade('#2f5038', L.land)}"/>
  <path d="M0 140 C 120 150, 220 200, 300 260" stroke="#f4f7fb" stroke-width="14" fill="none" opacity="${light === 'night' ? 0.3 : 0.7}"/>
  <g transform="translate(${lx - 90} ${waterY - 44})"><rect width="64" height="44" fill="${shade('#b23a2e', Math.max(L.land, 0.5))}"/><path d="M-6 0 L32 -26 L70 0 Z" fill="${shade('#3d2a22', L.land)}"/>${light === 'night' || light === 'dusk' ? '<rect x="24" y="16" width="14" height="12" fill="#ffd27a"/>' : ''}</g></svg>`;
}

/** Atacama: dunes, a snow-capped volcano cone, a starry sky. */
export function atacama(seed, light) {
  const w = 1600;
  const h = 1067;
  const L = LIGHT[light];
  const rand = random(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky(w, h, L)}
  ${stars(rand, w, h * 0.6, light === 'night' || light === 'dusk' ? 260 : 0)}
  <path d="M700 640 L1000 300 L1060 300 L1380 640 Z" fill="${shade('#7d5b4f', L.land)}"/>
  <path d="M940 370 L1000 300 L1060 300 L1120 370 L1060 350 L1020 380 Z" fill="#f2f2f7" opacity="0.9"/>
  ${ranges(rand, w, h, L, [{ base: 660, amp: 80, color: '#a0684a', rough: 0.5 }])}
  <path d="M0 780 C 300 700, 600 760, 900 720 C 1200 690, 1400 760, 1600 730 L1600 ${h} L0 ${h} Z" fill="${shade('#d39a5f', L.land)}"/>
  <path d="M0 900 C 400 820, 700 930, 1100 860 C 1300 830, 1500 880, 1600 870 L1600 ${h} L0 ${h} Z" fill="${shade('#b87a44', L.land)}"/>
  <path d="M200 1067 C 500 960, 900 1000, 1600 940 L1600 ${h} Z" fill="${shade('#8e5a30', L.land)}"/></svg>`;
}

/** Lapland: snowy forest under the aurora. */
export function lapland(seed, light) {
  const w = 1600;
  const h = 1067;
  const L = LIGHT[light];
  const rand = random(seed);
  let trees = '';
  for (let i = 0; i < 26; i++) {
    const x = rand() * w;
    const s = 0.6 + rand() * 0.9;
    const y = 820 + rand() * 150;
    trees += `<path d="M${x} ${y - 220 * s} L${x - 45 * s} ${y} L${x + 45 * s} ${y} Z" fill="${shade('#1f3b2c', Math.max(L.land, 0.35))}"/><path d="M${x} ${y - 220 * s} L${x - 18 * s} ${y - 140 * s} L${x + 18 * s} ${y - 140 * s} Z" fill="#eef3f8" opacity="0.8"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky(w, h, L)}
  ${stars(rand, w, h * 0.6, 220)}${aurora(rand, w, h)}
  ${ranges(rand, w, h, L, [{ base: 760, amp: 80, color: '#c9d6e6', dim: 1 }])}
  <rect y="820" width="${w}" height="${h - 820}" fill="${shade('#e6eef7', Math.max(L.land, 0.5))}"/>${trees}</svg>`;
}

/** Iceland: a waterfall off a dark cliff into green moss. */
export function iceland(seed, light) {
  const w = 1600;
  const h = 1067;
  const L = LIGHT[light];
  const rand = random(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky(w, h, L)}
  ${sun(w * 0.8, h * 0.2, 36, L)}
  ${ranges(rand, w, h, L, [{ base: 560, amp: 100, color: '#6f7c8c' }])}
  <path d="M0 ${h} L0 420 L700 400 L760 430 L760 ${h} Z" fill="${shade('#2d3436', L.land)}"/>
  <path d="M840 ${h} L840 430 L1600 380 L1600 ${h} Z" fill="${shade('#2d3436', L.land)}"/>
  <rect x="752" y="420" width="96" height="520" fill="#e9f4fb"/><rect x="770" y="420" width="20" height="520" fill="#b9d6e8" opacity="0.8"/>
  <ellipse cx="800" cy="950" rx="260" ry="60" fill="#f4fafe" filter="url(#soft)"/>
  ${ranges(rand, w, h, L, [{ base: 960, amp: 90, color: '#4f7a3a', rough: 0.5 }])}</svg>`;
}

/** Machu Picchu: the citadel's stone terraces under Huayna Picchu's peak. */
export function machuPicchu(seed, light) {
  return inca(seed, light, { ruins: true });
}

/** A hotel: a colonial facade with arches and warm windows (4:3). */
export function hotel(seed, light, { floors = 3, colour = '#e9dcc3', arches = true } = {}) {
  const w = 1600;
  const h = 1200;
  const L = LIGHT[light];
  const rand = random(seed);
  const lit = light === 'dusk' || light === 'night';
  let windows = '';
  for (let f = 0; f < floors; f++)
    for (let i = 0; i < 8; i++) {
      const x = 210 + i * 150;
      const y = 330 + f * 170;
      const on = lit && rand() > 0.3;
      windows += `<rect x="${x}" y="${y}" width="70" height="100" rx="${arches ? 35 : 4}" fill="${on ? '#ffd58a' : shade('#51637a', L.land)}"/><rect x="${x - 10}" y="${y + 100}" width="90" height="10" fill="${shade('#7a5b3d', L.land)}"/>`;
    }
  const top = 300;
  const bottom = top + floors * 170 + 200;
  let arcade = '';
  for (let i = 0; i < 6; i++)
    arcade += `<path d="M${230 + i * 200} ${bottom} L${230 + i * 200} ${bottom - 120} A 60 60 0 0 1 ${350 + i * 200} ${bottom - 120} L${350 + i * 200} ${bottom} Z" fill="${lit ? '#f6c46b' : shade('#6d5843', L.land)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky(w, h, L)}
  ${sun(w * 0.85, h * 0.15, 40, L)}
  ${ranges(rand, w, h, L, [{ base: 520, amp: 200, color: '#6f8a6a' }])}
  <rect x="150" y="${top}" width="1300" height="${bottom - top}" fill="${shade(colour, L.land)}"/>
  <path d="M120 ${top + 10} L800 ${top - 110} L1480 ${top + 10} Z" fill="${shade('#a4553a', L.land)}"/>
  ${windows}${arches ? arcade : ''}
  <rect x="0" y="${bottom}" width="${w}" height="${h - bottom}" fill="${shade('#8d8272', L.land)}"/>
  ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${i * 220 - 40}" y="${bottom + 40 + (i % 2) * 60}" width="180" height="8" fill="#000" opacity="0.08"/>`).join('')}
  <g fill="${shade('#2f5a2a', L.land)}"><circle cx="90" cy="${bottom - 30}" r="80"/><circle cx="1520" cy="${bottom - 40}" r="90"/></g></svg>`;
}

/** A train along a river in a green valley (4:3): the Vistadome to Aguas Calientes. */
export function train(seed, light) {
  const w = 1600;
  const h = 1200;
  const L = LIGHT[light];
  const rand = random(seed);
  let cars = '';
  for (let i = 0; i < 3; i++) {
    const x = 200 + i * 420;
    cars += `<rect x="${x}" y="640" width="400" height="150" rx="18" fill="${shade('#1f4e8c', L.land)}"/><rect x="${x + 20}" y="660" width="360" height="60" rx="8" fill="${shade('#bfe3f5', L.land)}"/><rect x="${x}" y="760" width="400" height="14" fill="${shade('#e0b43c', L.land)}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky(w, h, L)}
  ${ranges(rand, w, h, L, [
    { base: 520, amp: 300, color: '#5d7f63' },
    { base: 640, amp: 200, color: '#3f6b3a' },
  ])}
  <rect y="790" width="${w}" height="30" fill="${shade('#5b4a3a', L.land)}"/>${cars}
  ${water(w, h, 840, L, '#6d8c7a')}</svg>`;
}

/** Cusco's Plaza de Armas: a cathedral with two towers over the square (4:3). */
export function plaza(seed, light) {
  const w = 1600;
  const h = 1200;
  const L = LIGHT[light];
  const rand = random(seed);
  const stone = shade('#b59d7a', L.land);
  const tower = (x) =>
    `<rect x="${x}" y="260" width="160" height="520" fill="${stone}"/><path d="M${x - 10} 260 L${x + 80} 150 L${x + 170} 260 Z" fill="${shade('#8a735a', L.land)}"/><rect x="${x + 55}" y="320" width="50" height="90" rx="25" fill="${shade('#3b3127', L.land)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky(w, h, L)}
  ${ranges(rand, w, h, L, [{ base: 600, amp: 220, color: '#6d8a5f' }])}
  <rect x="420" y="420" width="760" height="360" fill="${stone}"/>${tower(300)}${tower(1140)}
  <path d="M700 780 L700 560 A 100 100 0 0 1 900 560 L900 780 Z" fill="${shade('#4a3b2c', L.land)}"/>
  <rect y="780" width="${w}" height="${h - 780}" fill="${shade('#a89a85', L.land)}"/>
  <g fill="${shade('#2f5a2a', L.land)}"><circle cx="160" cy="860" r="110"/><circle cx="1450" cy="880" r="120"/></g>
  <rect x="760" y="880" width="80" height="120" fill="${shade('#7a7065', L.land)}"/><circle cx="800" cy="870" r="40" fill="${shade('#8fb8d8', L.land)}"/></svg>`;
}

/** A host's portrait: head and shoulders on a soft coloured ground, a camera strap for a photographer (1:1). */
export function portrait({ background = '#f0b48c', skin = '#c98f6b', hair = '#2b1d16', top = '#2f5d8a' } = {}) {
  const s = 800;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <defs><radialGradient id="bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff6ea"/><stop offset="1" stop-color="${background}"/></radialGradient>
  <linearGradient id="face" x1="0" x2="1"><stop offset="0" stop-color="${skin}"/><stop offset="1" stop-color="${shade(skin, 0.85)}"/></linearGradient></defs>
  <rect width="${s}" height="${s}" fill="url(#bg)"/>
  <path d="M180 ${s} C 190 620, 300 560, 400 560 C 500 560, 610 620, 620 ${s} Z" fill="${top}"/>
  <rect x="360" y="470" width="80" height="110" rx="30" fill="${shade(skin, 0.9)}"/>
  <path d="M250 340 C 240 170, 560 170, 550 340 C 560 470, 540 560, 600 610 L 200 610 C 260 560, 240 470, 250 340 Z" fill="${hair}"/>
  <ellipse cx="400" cy="360" rx="125" ry="150" fill="url(#face)"/>
  <path d="M275 330 C 300 220, 470 200, 530 320 C 470 270, 360 250, 275 330 Z" fill="${hair}"/>
  <g fill="${shade(skin, 0.55)}"><ellipse cx="355" cy="365" rx="12" ry="8"/><ellipse cx="445" cy="365" rx="12" ry="8"/></g>
  <path d="M365 440 Q 400 462 435 440" stroke="${shade(skin, 0.5)}" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M300 590 L 430 ${s}" stroke="#1d1d1d" stroke-width="18"/><rect x="400" y="680" width="130" height="86" rx="12" fill="#222"/><circle cx="465" cy="723" r="28" fill="#555"/><circle cx="465" cy="723" r="16" fill="#8fb8d8"/></svg>`;
}
