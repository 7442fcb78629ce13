import { star8 } from '../svg';
import type { Motif } from './motif';

export const foodMotifs: Motif[] = [
  {
    name: 'jar',
    keywords: ['makdous', 'olives', 'molasses', 'paste', 'zaatar', 'pickled'],
    draw: (p) => {
      let pieces = '';
      for (let i = 0; i < 9; i++) {
        pieces += `<ellipse cx="${140 + (i % 3) * 60}" cy="${196 + Math.floor(i / 3) * 48}" rx="26" ry="20" fill="${p.primary}" opacity="${0.75 + (i % 2) * 0.2}"/>`;
      }
      return `<rect x="110" y="150" width="180" height="196" rx="30" fill="${p.secondary}" opacity=".55"/>${pieces}
<rect x="110" y="150" width="180" height="196" rx="30" fill="none" stroke="${p.light}" stroke-width="6" opacity=".6"/>
<rect x="128" y="100" width="144" height="52" rx="10" fill="${p.accent}"/>
<rect x="128" y="134" width="144" height="10" fill="${p.dark}" opacity=".2"/>
<rect x="122" y="246" width="156" height="56" rx="6" fill="${p.light}" opacity=".9"/>
${star8(200, 274, 16, `fill="${p.accent}"`)}
<rect x="124" y="166" width="12" height="160" rx="6" fill="#fff" opacity=".35"/>`;
    },
  },
  {
    name: 'oil-bottle',
    keywords: ['oil', 'tin'],
    draw: (
      p,
    ) => `<ellipse cx="120" cy="150" rx="16" ry="34" fill="${p.primary}" transform="rotate(-40 120 150)"/>
<ellipse cx="96" cy="206" rx="14" ry="30" fill="${p.primary}" transform="rotate(-70 96 206)"/>
<path d="M80 270 Q110 190 160 150" stroke="${p.dark}" stroke-width="5" fill="none"/>
<circle cx="112" cy="236" r="12" fill="${p.dark}"/><circle cx="134" cy="190" r="10" fill="${p.dark}"/>
<rect x="214" y="44" width="40" height="30" rx="6" fill="${p.dark}"/>
<path d="M220 74 H248 V120 Q300 150 300 200 V328 Q300 344 284 344 H184 Q168 344 168 328 V200 Q168 150 220 120 Z" fill="url(#g-primary)"/>
<rect x="180" y="220" width="108" height="70" rx="8" fill="${p.light}" opacity=".9"/>
<ellipse cx="234" cy="255" rx="14" ry="20" fill="${p.primary}"/>
<rect x="180" y="160" width="10" height="150" rx="5" fill="#fff" opacity=".35"/>`,
  },
  {
    name: 'coffee',
    keywords: ['coffee', 'cardamom'],
    draw: (
      p,
    ) => `<path d="M170 60 C150 90 190 110 170 140 M210 56 C190 86 230 106 210 136 M250 60 C230 90 270 110 250 140" stroke="${p.metal}" stroke-width="8" fill="none" stroke-linecap="round"/>
<ellipse cx="200" cy="320" rx="160" ry="28" fill="${p.secondary}"/>
<path d="M100 170 H300 Q300 300 200 306 Q100 300 100 170 Z" fill="${p.primary}"/>
<path d="M298 196 Q350 196 344 240 Q338 280 284 266" fill="none" stroke="${p.primary}" stroke-width="16"/>
<ellipse cx="200" cy="172" rx="100" ry="18" fill="${p.dark}"/>
<path d="M120 216 H280" stroke="${p.light}" stroke-width="8" opacity=".6"/>`,
  },
  {
    name: 'sweets',
    keywords: ['maamoul', 'barazek', 'ghraybeh', 'halawet', 'sweets', 'tray'],
    draw: (p) => {
      let pieces = '';
      const spots = [
        [130, 236],
        [200, 222],
        [270, 236],
        [160, 280],
        [240, 280],
        [200, 252],
      ] as const;
      for (const [i, [x, y]] of spots.entries()) {
        pieces += `<ellipse cx="${x}" cy="${y}" rx="36" ry="24" fill="${i % 2 ? p.secondary : p.light}"/>
<ellipse cx="${x}" cy="${y - 6}" rx="8" ry="6" fill="#65a30d"/>`;
      }
      return `<ellipse cx="200" cy="268" rx="176" ry="70" fill="${p.accent}"/>
<ellipse cx="200" cy="258" rx="156" ry="56" fill="${p.metal}"/>${pieces}`;
    },
  },
  {
    name: 'sack',
    keywords: ['freekeh', 'bulgur', 'lentils', 'wheat', 'sack'],
    draw: (p) => {
      let grains = '';
      for (let i = 0; i < 22; i++) {
        grains += `<ellipse cx="${70 + ((i * 53) % 270)}" cy="${322 + ((i * 7) % 22)}" rx="7" ry="4" fill="${p.accent}" transform="rotate(${(i * 40) % 180} ${70 + ((i * 53) % 270)} ${322 + ((i * 7) % 22)})"/>`;
      }
      return `<path d="M130 120 Q120 96 150 92 L200 110 L250 92 Q280 96 270 120 Q320 180 312 290 Q306 334 200 336 Q94 334 88 290 Q80 180 130 120 Z" fill="${p.secondary}"/>
<path d="M130 120 Q200 140 270 120" stroke="${p.dark}" stroke-width="10" fill="none"/>
<path d="M120 180 Q200 200 290 180 M104 240 Q200 262 300 240" stroke="${p.dark}" stroke-opacity=".15" stroke-width="6" fill="none"/>
<path d="M150 92 Q200 40 250 92 Q200 76 150 92 Z" fill="${p.accent}"/>${grains}`;
    },
  },
  {
    name: 'bowl',
    keywords: ['pistachio', 'spices', 'qamar', 'nuts'],
    draw: (p) => {
      let pile = '';
      for (let i = 0; i < 26; i++) {
        const x = 110 + ((i * 37) % 180);
        const y = 200 - Math.abs(200 - x) * 0.35 + ((i * 13) % 30);
        pile += `<ellipse cx="${x}" cy="${y}" rx="16" ry="11" fill="${i % 3 ? p.secondary : '#84a83a'}" transform="rotate(${(i * 33) % 180} ${x} ${y})"/>`;
      }
      return `${pile}<path d="M70 220 H330 Q326 330 200 336 Q74 330 70 220 Z" fill="${p.dark}"/>
<path d="M70 220 H330" stroke="${p.secondary}" stroke-width="10"/>
<path d="M110 262 H290" stroke="${p.light}" stroke-width="4" stroke-dasharray="12 10" opacity=".6"/>`;
    },
  },
];
