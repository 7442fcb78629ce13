import { star8 } from '../svg';
import type { Motif } from './motif';

export const fashionMotifs: Motif[] = [
  {
    name: 'tshirt',
    keywords: ['tshirt', 'shirt', 'vest', 'tracksuit'],
    draw: (
      p,
    ) => `<path d="M140 66 L98 82 L36 140 L80 194 L120 164 L120 342 H280 L280 164 L320 194 L364 140 L302 82 L260 66 C250 100 150 100 140 66 Z" fill="${p.primary}"/>
<path d="M140 66 C150 100 250 100 260 66" fill="none" stroke="${p.dark}" stroke-opacity=".25" stroke-width="9"/>
<path d="M120 164 L80 194 L36 140 L52 125 L98 170 Z" fill="${p.dark}" opacity=".12"/>
<rect x="228" y="140" width="34" height="40" rx="6" fill="${p.secondary}"/>
<rect x="120" y="300" width="160" height="14" fill="${p.secondary}" opacity=".7"/>`,
  },
  {
    name: 'sweater',
    keywords: ['sweater', 'beanie', 'knit', 'wool'],
    draw: (p) => {
      let stitches = '';
      for (let i = 0; i < 5; i++) {
        stitches += `<path d="M${138 + i * 30} 140 l10 14 l10 -14 M${138 + i * 30} 176 l10 14 l10 -14" stroke="${p.light}" stroke-width="5" fill="none" opacity=".6"/>`;
      }
      return `<path d="M140 64 L96 84 L58 300 L102 310 L124 170 L124 340 H276 L276 170 L298 310 L342 300 L304 84 L260 64 C250 94 150 94 140 64 Z" fill="${p.primary}"/>
<rect x="124" y="316" width="152" height="24" fill="${p.dark}" opacity=".2"/>
<rect x="56" y="290" width="48" height="22" rx="6" fill="${p.dark}" opacity=".2"/><rect x="296" y="290" width="48" height="22" rx="6" fill="${p.dark}" opacity=".2"/>${stitches}
<path d="M140 64 C150 94 250 94 260 64" fill="none" stroke="${p.secondary}" stroke-width="12"/>`;
    },
  },
  {
    name: 'dress',
    keywords: ['dress', 'abaya', 'jalabiya'],
    draw: (p) => {
      let dots = '';
      for (let i = 0; i < 14; i++) {
        dots += `<circle cx="${130 + ((i * 47) % 140)}" cy="${210 + ((i * 31) % 120)}" r="6" fill="${p.secondary}"/>`;
      }
      return `<path d="M166 50 L160 120 C150 140 158 156 166 168 L84 350 H316 L234 168 C242 156 250 140 240 120 L234 50 C222 74 178 74 166 50 Z" fill="${p.primary}"/>
<path d="M166 50 L156 40 M234 50 L244 40" stroke="${p.primary}" stroke-width="8" stroke-linecap="round"/>${dots}
<path d="M164 160 C190 174 210 174 236 160 L240 180 C210 194 190 194 160 180 Z" fill="${p.accent}"/>`;
    },
  },
  {
    name: 'trousers',
    keywords: ['jeans', 'trousers', 'shorts'],
    draw: (
      p,
    ) => `<path d="M128 56 H272 L296 350 H216 L200 150 L184 350 H104 Z" fill="${p.primary}"/>
<rect x="128" y="56" width="144" height="24" fill="${p.dark}" opacity=".25"/>
<path d="M200 80 V150 M150 90 C160 120 180 126 196 124 M250 90 C240 120 220 126 204 124" stroke="${p.secondary}" stroke-width="4" fill="none"/>
<circle cx="200" cy="68" r="5" fill="${p.accent}"/>`,
  },
  {
    name: 'shoe',
    keywords: ['shoes', 'boots', 'sandals', 'shoe'],
    draw: (
      p,
    ) => `<path d="M56 284 C54 236 86 224 122 218 L192 204 C220 166 250 152 276 160 L304 202 C334 228 352 250 352 286 L352 300 H56 Z" fill="${p.primary}"/>
<path d="M196 210 L236 172 M214 222 L254 186 M232 232 L272 198" stroke="${p.light}" stroke-width="7" stroke-linecap="round"/>
<path d="M276 160 L304 202 C334 228 352 250 352 286 L330 286 C326 250 300 230 278 214 Z" fill="${p.dark}" opacity=".18"/>
<rect x="48" y="292" width="312" height="24" rx="10" fill="${p.dark}"/>
<rect x="48" y="292" width="312" height="7" rx="3" fill="${p.accent}"/>`,
  },
  {
    name: 'handbag',
    keywords: ['bag', 'handbag', 'backpack'],
    draw: (
      p,
    ) => `<path d="M146 156 V122 A54 54 0 0 1 254 122 V156" fill="none" stroke="${p.dark}" stroke-width="14" stroke-linecap="round"/>
<path d="M88 150 H312 L332 330 Q332 342 320 342 H80 Q68 342 68 330 Z" fill="${p.primary}"/>
<path d="M88 150 H312 L304 218 Q200 262 96 218 Z" fill="${p.secondary}"/>
<circle cx="200" cy="238" r="14" fill="${p.accent}"/>
${star8(200, 296, 20, `fill="${p.light}" opacity=".35"`)}`,
  },
  {
    name: 'fabric',
    keywords: ['shawl', 'scarf', 'fabric', 'brocade'],
    draw: (p) => {
      let ornaments = '';
      for (let i = 0; i < 6; i++) {
        ornaments += star8(
          100 + i * 44,
          150 + (i % 2) * 22 - i * 4,
          11,
          `fill="${p.accent}" opacity=".9"`,
        );
      }
      let fringe = '';
      for (let i = 0; i < 8; i++) {
        fringe += `<path d="M${336 + (i % 2) * 3} ${120 + i * 11} l22 4" stroke="${p.secondary}" stroke-width="4"/>`;
      }
      return `<path d="M56 118 C140 56 260 180 340 108 L340 196 C260 268 140 144 56 206 Z" fill="${p.primary}"/>
<path d="M76 214 C156 152 258 274 330 206 L330 292 C258 358 156 236 76 300 Z" fill="${p.secondary}"/>${ornaments}${fringe}
<path d="M56 118 C140 56 260 180 340 108" fill="none" stroke="${p.accent}" stroke-width="6"/>`;
    },
  },
  {
    name: 'hat',
    keywords: ['hat', 'cap'],
    draw: (p) => `<ellipse cx="200" cy="262" rx="172" ry="48" fill="${p.secondary}"/>
<path d="M118 262 C116 140 284 140 282 262 Z" fill="${p.primary}"/>
<path d="M120 234 C160 248 240 248 280 234 L282 262 C240 276 160 276 118 262 Z" fill="${p.accent}"/>
<ellipse cx="200" cy="266" rx="150" ry="30" fill="none" stroke="${p.dark}" stroke-opacity=".15" stroke-width="4"/>`,
  },
  {
    name: 'belt',
    keywords: ['belt'],
    draw: (
      p,
    ) => `<circle cx="200" cy="204" r="116" fill="none" stroke="${p.primary}" stroke-width="44"/>
<circle cx="200" cy="204" r="116" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="10 10" opacity=".5"/>
<rect x="268" y="168" width="70" height="72" rx="10" fill="none" stroke="${p.metal}" stroke-width="12"/>
<rect x="298" y="198" width="48" height="10" rx="4" fill="${p.metal}"/>`,
  },
];
