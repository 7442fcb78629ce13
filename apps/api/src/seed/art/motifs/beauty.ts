import { star8 } from '../svg';
import type { Motif } from './motif';

export const beautyMotifs: Motif[] = [
  {
    name: 'perfume',
    keywords: ['perfume', 'oud', 'musk', 'amber'],
    draw: (p) => `<rect x="178" y="58" width="44" height="50" rx="8" fill="${p.accent}"/>
<rect x="186" y="104" width="28" height="26" fill="${p.metal}"/>
<path d="M120 150 Q120 128 142 128 H258 Q280 128 280 150 V316 Q280 340 256 340 H144 Q120 340 120 316 Z" fill="${p.light}" opacity=".7"/>
<path d="M132 196 H268 V312 Q268 328 252 328 H148 Q132 328 132 312 Z" fill="url(#g-primary)" opacity=".9"/>
${star8(200, 250, 30, `fill="${p.light}" opacity=".55"`)}
<rect x="140" y="142" width="14" height="170" rx="7" fill="#fff" opacity=".4"/>`,
  },
  {
    name: 'soap',
    keywords: ['soap'],
    draw: (p) => `<rect x="70" y="236" width="260" height="96" rx="18" fill="${p.primary}"/>
<rect x="70" y="236" width="260" height="28" rx="14" fill="${p.light}" opacity=".25"/>
<rect x="100" y="148" width="220" height="90" rx="18" fill="${p.secondary}"/>
<circle cx="210" cy="193" r="30" fill="none" stroke="${p.dark}" stroke-opacity=".3" stroke-width="6"/>
<circle cx="210" cy="193" r="14" fill="${p.dark}" opacity=".2"/>
<path d="M112 140 Q150 84 206 100" stroke="#3f6212" stroke-width="6" fill="none" stroke-linecap="round"/>
<ellipse cx="128" cy="102" rx="13" ry="30" fill="#4d7c0f" transform="rotate(-35 128 102)"/>
<ellipse cx="166" cy="82" rx="12" ry="28" fill="#65a30d" transform="rotate(20 166 82)"/>
<ellipse cx="196" cy="76" rx="11" ry="26" fill="#4d7c0f" transform="rotate(65 196 76)"/>`,
  },
  {
    name: 'dropper',
    keywords: ['oil', 'water', 'rose', 'seed'],
    draw: (p) => `<ellipse cx="200" cy="62" rx="22" ry="30" fill="${p.dark}"/>
<rect x="184" y="84" width="32" height="48" rx="4" fill="${p.metal}"/>
<path d="M150 140 Q150 128 162 128 H238 Q250 128 250 140 V150 Q290 170 290 210 V318 Q290 342 266 342 H134 Q110 342 110 318 V210 Q110 170 150 150 Z" fill="${p.primary}"/>
<rect x="126" y="226" width="148" height="76" rx="8" fill="${p.light}" opacity=".9"/>
<circle cx="200" cy="264" r="20" fill="${p.accent}"/>
<rect x="124" y="180" width="12" height="120" rx="6" fill="#fff" opacity=".3"/>`,
  },
  {
    name: 'cream-jar',
    keywords: ['cream', 'balm', 'sunscreen', 'henna', 'kohl', 'shampoo'],
    draw: (p) => `<rect x="90" y="186" width="220" height="146" rx="24" fill="${p.light}"/>
<rect x="90" y="230" width="220" height="60" fill="${p.secondary}"/>
<rect x="80" y="130" width="240" height="66" rx="18" fill="${p.primary}"/>
<rect x="80" y="176" width="240" height="10" fill="${p.dark}" opacity=".2"/>
<circle cx="200" cy="260" r="16" fill="${p.accent}"/>
<rect x="102" y="196" width="12" height="124" rx="6" fill="#fff" opacity=".5"/>`,
  },
];
