import type { Motif } from './motif';

/** Regular polygon points around (cx, cy), for the football's patches. */
const polygon = (cx: number, cy: number, r: number, sides: number, turn = -90) =>
  Array.from({ length: sides }, (_, i) => {
    const a = ((turn + (360 / sides) * i) * Math.PI) / 180;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

export const sportsMotifs: Motif[] = [
  {
    name: 'football',
    keywords: ['football', 'ball', 'volleyball'],
    draw: (p) => {
      let patches = `<polygon points="${polygon(200, 200, 44, 5)}" fill="${p.dark}"/>`;
      for (let i = 0; i < 5; i++) {
        const a = ((-90 + 36 + i * 72) * Math.PI) / 180;
        patches += `<polygon points="${polygon(200 + 118 * Math.cos(a), 200 + 118 * Math.sin(a), 38, 5, -90 + 36 + i * 72 + 180)}" fill="${p.dark}"/>`;
      }
      return `<circle cx="200" cy="200" r="140" fill="${p.light}"/>${patches}
<circle cx="200" cy="200" r="140" fill="none" stroke="${p.dark}" stroke-width="6"/>
<path d="M110 110 A130 130 0 0 1 220 72" fill="none" stroke="#fff" stroke-width="10" opacity=".6" stroke-linecap="round"/>`;
    },
  },
  {
    name: 'basketball',
    keywords: ['basketball'],
    draw: (p) => `<circle cx="200" cy="200" r="140" fill="${p.accent}"/>
<path d="M60 200 H340 M200 60 V340 M100 102 C150 150 150 250 100 298 M300 102 C250 150 250 250 300 298" fill="none" stroke="${p.dark}" stroke-width="7"/>
<circle cx="200" cy="200" r="140" fill="none" stroke="${p.dark}" stroke-width="6"/>`,
  },
  {
    name: 'dumbbell',
    keywords: ['dumbbells', 'bands', 'weights'],
    draw: (p) => `<rect x="96" y="188" width="208" height="24" rx="10" fill="${p.metal}"/>
<rect x="60" y="118" width="40" height="164" rx="12" fill="${p.dark}"/><rect x="100" y="138" width="28" height="124" rx="10" fill="${p.primary}"/>
<rect x="300" y="118" width="40" height="164" rx="12" fill="${p.dark}"/><rect x="272" y="138" width="28" height="124" rx="10" fill="${p.primary}"/>
<rect x="34" y="176" width="28" height="48" rx="6" fill="${p.metal}"/><rect x="338" y="176" width="28" height="48" rx="6" fill="${p.metal}"/>`,
  },
  {
    name: 'bike',
    keywords: ['bike', 'bicycle'],
    draw: (
      p,
    ) => `<circle cx="104" cy="264" r="74" fill="none" stroke="${p.dark}" stroke-width="14"/>
<circle cx="300" cy="264" r="74" fill="none" stroke="${p.dark}" stroke-width="14"/>
<path d="M104 264 L170 160 H282 L300 264 M170 160 L206 264 L282 160 M206 264 H104" fill="none" stroke="${p.primary}" stroke-width="12" stroke-linejoin="round"/>
<path d="M160 140 H196 M282 160 L270 118 H300" stroke="${p.dark}" stroke-width="12" stroke-linecap="round" fill="none"/>
<circle cx="206" cy="264" r="16" fill="${p.accent}"/>`,
  },
  {
    name: 'paddle',
    keywords: ['tennis', 'paddle', 'racket'],
    draw: (
      p,
    ) => `<rect x="196" y="226" width="40" height="120" rx="14" fill="${p.dark}" transform="rotate(-30 216 286)"/>
<circle cx="176" cy="176" r="106" fill="${p.primary}"/>
<circle cx="176" cy="176" r="106" fill="none" stroke="${p.dark}" stroke-width="8"/>
<circle cx="312" cy="108" r="26" fill="${p.light}"/>`,
  },
  {
    name: 'mat',
    keywords: ['mat', 'yoga', 'rope', 'jump'],
    draw: (p) => `<rect x="70" y="180" width="260" height="130" rx="12" fill="${p.primary}"/>
<ellipse cx="330" cy="245" rx="34" ry="65" fill="${p.secondary}"/>
<path d="M330 245 m-18 0 a18 34 0 1 0 36 0 a12 24 0 1 0 -24 0" fill="none" stroke="${p.primary}" stroke-width="6"/>
<path d="M130 180 V310 M230 180 V310" stroke="${p.accent}" stroke-width="12"/>
<rect x="60" y="310" width="280" height="10" rx="5" fill="${p.dark}" opacity=".15"/>`,
  },
  {
    name: 'bottle',
    keywords: ['bottle', 'water'],
    draw: (p) => `<rect x="172" y="40" width="56" height="40" rx="10" fill="${p.dark}"/>
<rect x="140" y="80" width="120" height="266" rx="36" fill="url(#g-primary)"/>
<rect x="140" y="170" width="120" height="70" fill="${p.light}" opacity=".85"/>
<rect x="158" y="100" width="14" height="220" rx="7" fill="#fff" opacity=".25"/>`,
  },
  {
    name: 'glove',
    keywords: ['gloves', 'boxing'],
    draw: (
      p,
    ) => `<path d="M130 150 C120 70 200 50 250 70 C300 86 306 140 296 200 C290 250 270 270 260 290 H150 C140 260 134 220 130 150 Z" fill="${p.primary}"/>
<path d="M130 170 C96 170 90 220 126 236" fill="none" stroke="${p.primary}" stroke-width="34" stroke-linecap="round"/>
<rect x="144" y="282" width="124" height="58" rx="10" fill="${p.light}"/>
<path d="M160 110 C200 96 240 100 270 120" fill="none" stroke="#fff" stroke-width="10" opacity=".35" stroke-linecap="round"/>`,
  },
  {
    name: 'treadmill',
    keywords: ['treadmill', 'exercise'],
    draw: (p) => `<path d="M40 310 L320 280 L344 300 L64 336 Z" fill="${p.dark}"/>
<path d="M60 306 L318 278" stroke="${p.primary}" stroke-width="10"/>
<path d="M290 284 L270 110 M320 280 L300 110" stroke="${p.metal}" stroke-width="14" stroke-linecap="round"/>
<rect x="236" y="82" width="96" height="44" rx="10" fill="${p.primary}"/><rect x="250" y="92" width="44" height="22" rx="4" fill="${p.light}"/>`,
  },
  {
    name: 'goggles',
    keywords: ['goggles', 'snorkel', 'swim'],
    draw: (
      p,
    ) => `<path d="M40 200 C80 150 320 150 360 200" fill="none" stroke="${p.dark}" stroke-width="14"/>
<ellipse cx="140" cy="206" rx="62" ry="46" fill="${p.primary}"/><ellipse cx="260" cy="206" rx="62" ry="46" fill="${p.primary}"/>
<ellipse cx="140" cy="206" rx="46" ry="32" fill="${p.light}" opacity=".75"/><ellipse cx="260" cy="206" rx="46" ry="32" fill="${p.light}" opacity=".75"/>
<path d="M196 206 C200 196 204 196 204 206" stroke="${p.dark}" stroke-width="10" fill="none"/>`,
  },
];
