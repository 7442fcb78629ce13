import { star8 } from '../svg';
import type { Motif } from './motif';

export const booksMotifs: Motif[] = [
  {
    name: 'book-stack',
    keywords: ['stories', 'poems', 'novel'],
    draw: (p) => `<rect x="70" y="276" width="270" height="50" rx="6" fill="${p.primary}"/>
<rect x="70" y="290" width="270" height="8" fill="${p.light}" opacity=".5"/>
<rect x="90" y="222" width="240" height="54" rx="6" fill="${p.accent}"/>
<rect x="300" y="222" width="14" height="54" fill="${p.dark}" opacity=".25"/>
<rect x="60" y="172" width="250" height="50" rx="6" fill="${p.secondary}"/>
<rect x="100" y="186" width="110" height="10" rx="5" fill="${p.light}" opacity=".8"/>
<rect x="120" y="108" width="190" height="64" rx="6" fill="${p.dark}" transform="rotate(-8 215 140)"/>
<rect x="140" y="128" width="90" height="8" rx="4" fill="${p.accent}" transform="rotate(-8 215 140)"/>`,
  },
  {
    name: 'open-book',
    keywords: ['tawq', 'zakaria', 'kalila', 'muqaddima', 'english'],
    draw: (p) => {
      let lines = '';
      for (let i = 0; i < 7; i++) {
        lines += `<path d="M${86 + i * 2} ${150 + i * 24} Q140 ${142 + i * 24} 186 ${156 + i * 24} M214 ${156 + i * 24} Q260 ${142 + i * 24} ${314 - i * 2} ${150 + i * 24}" stroke="${p.dark}" stroke-opacity=".25" stroke-width="5" fill="none"/>`;
      }
      return `<path d="M40 120 Q120 96 200 130 Q280 96 360 120 V330 Q280 306 200 340 Q120 306 40 330 Z" fill="${p.primary}"/>
<path d="M58 112 Q130 92 196 124 V322 Q130 292 58 314 Z" fill="${p.light}"/>
<path d="M342 112 Q270 92 204 124 V322 Q270 292 342 314 Z" fill="${p.light}"/>${lines}`;
    },
  },
  {
    name: 'ornate-cover',
    keywords: ['mushaf', 'dictionary', 'khitat', 'mujam'],
    draw: (p) => `<rect x="96" y="52" width="220" height="296" rx="10" fill="${p.dark}"/>
<rect x="84" y="48" width="220" height="296" rx="10" fill="${p.primary}"/>
<rect x="104" y="68" width="180" height="256" rx="4" fill="none" stroke="${p.accent}" stroke-width="6"/>
${star8(194, 196, 58, `fill="${p.accent}"`)}${star8(194, 196, 36, `fill="${p.primary}"`)}
<circle cx="194" cy="196" r="14" fill="${p.accent}"/>
<rect x="84" y="48" width="18" height="296" fill="${p.dark}" opacity=".25"/>`,
  },
  {
    name: 'notebook',
    keywords: ['notebooks', 'coloring', 'exam', 'math'],
    draw: (p) => {
      let rings = '';
      for (let i = 0; i < 8; i++) {
        rings += `<rect x="104" y="${86 + i * 32}" width="36" height="10" rx="5" fill="${p.metal}"/>`;
      }
      return `<rect x="118" y="70" width="200" height="270" rx="10" fill="${p.primary}"/>
<rect x="140" y="92" width="160" height="226" rx="4" fill="${p.light}"/>
<path d="M156 130 H284 M156 160 H284 M156 190 H284 M156 220 H284 M156 250 H250" stroke="${p.secondary}" stroke-width="4"/>${rings}
<g transform="rotate(35 250 220)"><rect x="236" y="90" width="28" height="220" fill="${p.accent}"/><path d="M236 310 L250 344 L264 310 Z" fill="#f3d7a6"/><rect x="236" y="80" width="28" height="16" fill="${p.dark}"/></g>`;
    },
  },
  {
    name: 'geometry',
    keywords: ['geometry', 'ruler'],
    draw: (p) => `<path d="M70 330 L70 110 L290 330 Z" fill="${p.primary}" opacity=".85"/>
<path d="M100 300 V180 L220 300 Z" fill="${p.bgFrom}"/>
<rect x="60" y="80" width="300" height="44" rx="6" fill="${p.accent}" transform="rotate(-14 210 102)"/>
<path d="M300 100 L250 300 M300 100 L340 300" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
<circle cx="300" cy="98" r="12" fill="${p.dark}"/>`,
  },
];
