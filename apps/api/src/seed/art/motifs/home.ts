import { star8 } from '../svg';
import type { Motif } from './motif';

export const homeMotifs: Motif[] = [
  {
    name: 'plant',
    keywords: ['jasmine', 'seedling', 'planters', 'plant'],
    draw: (p) => {
      let leaves = '';
      for (const angle of [-58, -30, -6, 18, 42, 64]) {
        leaves += `<ellipse cx="200" cy="140" rx="24" ry="82" fill="${p.primary}" transform="rotate(${angle} 200 238)"/>`;
      }
      let flowers = '';
      // Jasmine: five white petals around a small yellow heart, between the leaves.
      for (const [x, y] of [
        [160, 98],
        [246, 104],
        [120, 160],
        [286, 158],
        [204, 130],
      ] as const) {
        for (let petal = 0; petal < 5; petal++) {
          flowers += `<ellipse cx="${x}" cy="${y - 9}" rx="6" ry="10" fill="#fff" transform="rotate(${petal * 72} ${x} ${y})"/>`;
        }
        flowers += `<circle cx="${x}" cy="${y}" r="4" fill="#facc15"/>`;
      }
      return `${leaves}${flowers}<path d="M132 236 H268 L250 342 H150 Z" fill="${p.accent}"/>
<rect x="124" y="228" width="152" height="22" rx="6" fill="${p.dark}" opacity=".75"/>`;
    },
  },
  {
    name: 'lantern',
    keywords: ['lantern', 'lamp'],
    draw: (p) => `<circle cx="200" cy="200" r="160" fill="url(#g-glow)"/>
<path d="M200 22 V76" stroke="${p.dark}" stroke-width="5"/><circle cx="200" cy="30" r="9" fill="none" stroke="${p.dark}" stroke-width="5"/>
<path d="M164 76 H236 L262 112 H138 Z" fill="${p.accent}"/>
<rect x="138" y="112" width="124" height="176" rx="8" fill="${p.accent}"/>
<path d="M154 276 V166 A23 23 0 0 1 196 166 V276 Z" fill="${p.light}" opacity=".9"/>
<path d="M204 276 V166 A23 23 0 0 1 246 166 V276 Z" fill="${p.secondary}" opacity=".9"/>
${star8(200, 140, 9, `fill="${p.dark}" opacity=".5"`)}
<path d="M138 288 H262 L240 322 H160 Z" fill="${p.accent}"/><rect x="180" y="322" width="40" height="14" rx="4" fill="${p.dark}"/>`,
  },
  {
    name: 'chair',
    keywords: ['chairs', 'chair', 'table'],
    draw: (p) => `<rect x="130" y="60" width="20" height="280" rx="8" fill="${p.dark}"/>
<rect x="140" y="70" width="130" height="120" rx="16" fill="${p.primary}"/>
<rect x="140" y="200" width="150" height="34" rx="10" fill="${p.secondary}"/>
<rect x="270" y="220" width="20" height="120" rx="8" fill="${p.dark}"/>
<rect x="152" y="232" width="16" height="108" rx="6" fill="${p.dark}" opacity=".7"/>
<path d="M160 96 H250 M160 124 H250 M160 152 H250" stroke="${p.light}" stroke-width="6" opacity=".5"/>`,
  },
  {
    name: 'rakwa',
    keywords: ['rakwa', 'coffee', 'jug', 'kettle'],
    draw: (p) => `<path d="M132 168 H252 L276 336 H108 Z" fill="${p.accent}"/>
<path d="M140 196 H246 M128 240 H258 M122 286 H266" stroke="${p.dark}" stroke-opacity=".18" stroke-width="6"/>
<ellipse cx="192" cy="168" rx="62" ry="12" fill="${p.dark}" opacity=".35"/>
<path d="M134 172 L82 148 L90 136 L138 158 Z" fill="${p.accent}"/>
<rect x="246" y="170" width="118" height="18" rx="9" fill="${p.dark}" transform="rotate(-12 246 179)"/>`,
  },
  {
    name: 'cookware',
    keywords: ['cookware', 'cooker', 'pot', 'pressure'],
    draw: (p) => `<rect x="86" y="170" width="228" height="160" rx="22" fill="url(#g-metal)"/>
<rect x="86" y="170" width="228" height="160" rx="22" fill="none" stroke="${p.dark}" stroke-opacity=".2" stroke-width="4"/>
<rect x="44" y="190" width="48" height="20" rx="10" fill="${p.dark}"/><rect x="308" y="190" width="48" height="20" rx="10" fill="${p.dark}"/>
<ellipse cx="200" cy="168" rx="124" ry="24" fill="${p.secondary}" opacity=".85"/>
<rect x="180" y="128" width="40" height="22" rx="8" fill="${p.dark}"/>
<rect x="96" y="236" width="208" height="14" fill="${p.primary}" opacity=".7"/>`,
  },
  {
    name: 'tea-glasses',
    keywords: ['glasses', 'tea'],
    draw: (p) => {
      const glass = (x: number) =>
        `<path d="M${x - 34} 120 C${x - 34} 176 ${x - 16} 196 ${x - 22} 240 L${x - 28} 300 H${x + 28} L${x + 22} 240 C${x + 16} 196 ${x + 34} 176 ${x + 34} 120 Z" fill="${p.light}" opacity=".75"/>
<path d="M${x - 30} 170 C${x - 26} 196 ${x - 16} 204 ${x - 20} 240 L${x - 25} 296 H${x + 25} L${x + 20} 240 C${x + 16} 204 ${x + 26} 196 ${x + 30} 170 Z" fill="${p.accent}" opacity=".85"/>
<path d="M${x - 34} 120 H${x + 34}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="4"/>`;
      return `<ellipse cx="200" cy="312" rx="170" ry="26" fill="${p.primary}"/>${glass(110)}${glass(200)}${glass(290)}`;
    },
  },
  {
    name: 'rug',
    keywords: ['rug', 'cushion', 'towel', 'carpet'],
    draw: (p) => {
      let fringe = '';
      for (let i = 0; i < 14; i++) {
        fringe += `<path d="M${80 + i * 18} 330 v18 M${80 + i * 18} 70 v-18" stroke="${p.secondary}" stroke-width="4"/>`;
      }
      return `${fringe}<rect x="70" y="70" width="260" height="260" rx="8" fill="${p.primary}"/>
<rect x="88" y="88" width="224" height="224" fill="none" stroke="${p.accent}" stroke-width="10"/>
<rect x="106" y="106" width="188" height="188" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="8 8"/>
<path d="M200 124 L276 200 L200 276 L124 200 Z" fill="${p.secondary}"/>
${star8(200, 200, 34, `fill="${p.accent}"`)}<circle cx="200" cy="200" r="12" fill="${p.light}"/>`;
    },
  },
  {
    name: 'fan',
    keywords: ['fan'],
    draw: (p) => `<rect x="190" y="230" width="20" height="100" fill="${p.metal}"/>
<ellipse cx="200" cy="334" rx="80" ry="14" fill="${p.dark}"/>
<circle cx="200" cy="150" r="110" fill="${p.light}" opacity=".6" stroke="${p.dark}" stroke-width="6"/>
<path d="M200 150 C170 80 240 60 236 110 Z M200 150 C270 150 280 220 232 208 Z M200 150 C160 210 100 180 136 150 Z" fill="${p.primary}"/>
<circle cx="200" cy="150" r="18" fill="${p.accent}"/>`,
  },
  {
    name: 'basket',
    keywords: ['basket'],
    draw: (
      p,
    ) => `<path d="M110 200 C110 90 290 90 290 200" fill="none" stroke="${p.accent}" stroke-width="14"/>
<path d="M70 196 H330 L300 330 H100 Z" fill="${p.accent}"/>
<path d="M80 226 H320 M88 258 H312 M94 290 H306" stroke="${p.dark}" stroke-opacity=".25" stroke-width="8"/>
<path d="M130 196 L142 330 M180 196 L186 330 M220 196 L214 330 M270 196 L258 330" stroke="${p.light}" stroke-opacity=".35" stroke-width="6"/>`,
  },
  {
    name: 'heater',
    keywords: ['heater', 'stove'],
    draw: (p) => `<path d="M236 90 V40 H300 V20" fill="none" stroke="${p.metal}" stroke-width="20"/>
<rect x="110" y="90" width="180" height="230" rx="14" fill="${p.primary}"/>
<rect x="132" y="160" width="136" height="90" rx="10" fill="${p.dark}"/>
<path d="M170 240 C160 210 190 200 184 176 C210 196 220 214 214 240 Z" fill="${p.accent}"/>
<rect x="110" y="90" width="180" height="36" rx="10" fill="${p.dark}" opacity=".35"/>
<rect x="126" y="318" width="16" height="26" fill="${p.dark}"/><rect x="258" y="318" width="16" height="26" fill="${p.dark}"/>`,
  },
  {
    name: 'mosaic-box',
    keywords: ['box', 'mosaic', 'knife'],
    draw: (p) => {
      let inlay = '';
      for (let i = 0; i < 6; i++) {
        inlay += `<path d="M${96 + i * 38} 258 l19 -19 l19 19 l-19 19 Z" fill="${i % 2 ? p.light : p.accent}"/>`;
      }
      return `<path d="M70 150 L200 108 L330 150 L200 192 Z" fill="${p.secondary}"/>
${star8(200, 150, 26, `fill="${p.light}" opacity=".8"`)}
<path d="M70 150 V300 L200 342 V192 Z" fill="${p.primary}"/>
<path d="M330 150 V300 L200 342 V192 Z" fill="${p.dark}" opacity=".85"/>${inlay}`;
    },
  },
];
