import { gearPath } from '../svg';
import type { Motif } from './motif';

export const carsMotifs: Motif[] = [
  {
    name: 'car',
    keywords: ['car', 'seat', 'mirror', 'wiper', 'dash', 'camera', 'covers'],
    draw: (
      p,
    ) => `<path d="M30 262 Q30 222 70 214 L118 206 L160 150 Q172 136 192 136 H268 Q290 136 304 152 L340 206 Q372 212 372 246 V276 Q372 290 358 290 H44 Q30 290 30 276 Z" fill="${p.primary}"/>
<path d="M132 206 L168 160 Q174 154 184 154 H228 V206 Z" fill="${p.light}" opacity=".85"/>
<path d="M242 206 V154 H266 Q280 154 288 164 L320 206 Z" fill="${p.light}" opacity=".85"/>
<rect x="340" y="222" width="26" height="14" rx="5" fill="${p.accent}"/><rect x="34" y="230" width="20" height="12" rx="4" fill="#f87171"/>
<circle cx="110" cy="290" r="42" fill="${p.dark}"/><circle cx="110" cy="290" r="18" fill="${p.metal}"/>
<circle cx="292" cy="290" r="42" fill="${p.dark}"/><circle cx="292" cy="290" r="18" fill="${p.metal}"/>`,
  },
  {
    name: 'tyre',
    keywords: ['tyre', 'tyres', 'wheel'],
    draw: (p) => {
      let spokes = '';
      for (let i = 0; i < 5; i++) {
        spokes += `<rect x="192" y="128" width="16" height="60" rx="6" fill="${p.metal}" transform="rotate(${i * 72} 200 200)"/>`;
      }
      let tread = '';
      for (let i = 0; i < 24; i++) {
        tread += `<rect x="196" y="54" width="8" height="18" fill="${p.metal}" opacity=".35" transform="rotate(${i * 15} 200 200)"/>`;
      }
      return `<circle cx="200" cy="200" r="148" fill="${p.dark}"/>${tread}
<circle cx="200" cy="200" r="88" fill="url(#g-metal)"/>${spokes}
<circle cx="200" cy="200" r="22" fill="${p.primary}"/>`;
    },
  },
  {
    name: 'car-battery',
    keywords: ['battery'],
    draw: (
      p,
    ) => `<rect x="112" y="96" width="44" height="30" rx="5" fill="#dc2626"/><rect x="244" y="96" width="44" height="30" rx="5" fill="${p.dark}"/>
<rect x="70" y="120" width="260" height="210" rx="16" fill="${p.dark}"/>
<rect x="70" y="120" width="260" height="44" rx="12" fill="${p.metal}" opacity=".5"/>
<rect x="96" y="196" width="208" height="90" rx="10" fill="${p.primary}"/>
<path d="M210 206 L178 246 H204 L190 278 L230 236 H204 Z" fill="${p.light}"/>`,
  },
  {
    name: 'oil-can',
    keywords: ['oil', 'coolant', 'antifreeze'],
    draw: (
      p,
    ) => `<path d="M96 110 H250 L300 160 V330 Q300 344 286 344 H110 Q96 344 96 330 Z" fill="${p.primary}"/>
<rect x="240" y="72" width="44" height="52" rx="8" fill="${p.dark}" transform="rotate(45 262 98)"/>
<path d="M126 110 V80 H206 V110" fill="none" stroke="${p.dark}" stroke-width="16"/>
<rect x="124" y="200" width="148" height="100" rx="10" fill="${p.light}" opacity=".9"/>
<path d="M198 220 C180 250 184 276 198 276 C212 276 216 250 198 220 Z" fill="${p.accent}"/>`,
  },
  {
    name: 'gear',
    keywords: ['brake', 'filter', 'spark', 'plugs', 'belt', 'shock', 'pads', 'timing', 'cables'],
    draw: (p) => `<path d="${gearPath(170, 210, 120, 96, 12)}" fill="${p.primary}"/>
<circle cx="170" cy="210" r="52" fill="${p.bgFrom}"/><circle cx="170" cy="210" r="30" fill="${p.dark}"/>
<path d="${gearPath(300, 110, 64, 50, 9)}" fill="${p.accent}"/>
<circle cx="300" cy="110" r="20" fill="${p.bgFrom}"/>`,
  },
];
