import type { Motif } from './motif';

const appTiles = (light: string) => {
  let tiles = '';
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      tiles += `<rect x="${152 + col * 36}" y="${112 + row * 42}" width="24" height="24" rx="7" fill="${light}" opacity="${0.55 + ((row + col) % 3) * 0.15}"/>`;
    }
  }
  return tiles;
};

export const electronicsMotifs: Motif[] = [
  {
    name: 'phone',
    keywords: ['phone', 'galaxy', 'iphone', 'redmi', 'case', 'holder'],
    draw: (p) => `<rect x="122" y="48" width="156" height="304" rx="28" fill="${p.dark}"/>
<rect x="133" y="62" width="134" height="276" rx="18" fill="url(#g-primary)"/>
<circle cx="200" cy="76" r="5" fill="${p.dark}"/>${appTiles(p.light)}
<rect x="172" y="318" width="56" height="6" rx="3" fill="${p.light}" opacity=".85"/>
<path d="M133 230 L267 150 V210 L133 290 Z" fill="#fff" opacity=".12"/>`,
  },
  {
    name: 'laptop',
    keywords: ['laptop', 'lenovo', 'ideapad'],
    draw: (p) => `<rect x="78" y="86" width="244" height="166" rx="12" fill="${p.dark}"/>
<rect x="90" y="98" width="220" height="142" rx="4" fill="url(#g-primary)"/>
<rect x="108" y="118" width="96" height="10" rx="5" fill="${p.light}" opacity=".85"/>
<rect x="108" y="138" width="150" height="8" rx="4" fill="${p.light}" opacity=".5"/>
<rect x="108" y="156" width="124" height="8" rx="4" fill="${p.light}" opacity=".5"/>
<rect x="220" y="180" width="70" height="44" rx="6" fill="${p.light}" opacity=".35"/>
<path d="M44 252 H356 L336 292 H64 Z" fill="url(#g-metal)"/>
<rect x="34" y="248" width="332" height="12" rx="6" fill="${p.metal}"/>
<rect x="168" y="270" width="64" height="12" rx="4" fill="${p.dark}" opacity=".2"/>`,
  },
  {
    name: 'headphones',
    keywords: ['earbuds', 'headphones', 'headset'],
    draw: (
      p,
    ) => `<path d="M96 236 V196 A104 104 0 0 1 304 196 V236" fill="none" stroke="${p.dark}" stroke-width="22" stroke-linecap="round"/>
<rect x="66" y="196" width="74" height="128" rx="32" fill="${p.primary}"/>
<rect x="260" y="196" width="74" height="128" rx="32" fill="${p.primary}"/>
<rect x="86" y="214" width="34" height="92" rx="17" fill="${p.secondary}"/>
<rect x="280" y="214" width="34" height="92" rx="17" fill="${p.secondary}"/>
<circle cx="103" cy="260" r="8" fill="${p.accent}"/><circle cx="297" cy="260" r="8" fill="${p.accent}"/>`,
  },
  {
    name: 'charger',
    keywords: ['charger', 'cable', 'usb'],
    draw: (p) => `<rect x="148" y="74" width="14" height="50" rx="4" fill="${p.metal}"/>
<rect x="194" y="74" width="14" height="50" rx="4" fill="${p.metal}"/>
<rect x="118" y="118" width="120" height="134" rx="24" fill="${p.light}"/>
<rect x="118" y="118" width="120" height="134" rx="24" fill="none" stroke="${p.dark}" stroke-opacity=".12" stroke-width="4"/>
<circle cx="178" cy="172" r="14" fill="${p.accent}" opacity=".85"/>
<rect x="160" y="228" width="36" height="10" rx="5" fill="${p.dark}"/>
<path d="M178 250 C178 340 312 330 296 226" fill="none" stroke="${p.primary}" stroke-width="12" stroke-linecap="round"/>
<rect x="280" y="168" width="32" height="60" rx="9" fill="${p.dark}"/>
<rect x="289" y="150" width="14" height="22" rx="3" fill="${p.metal}"/>`,
  },
  {
    name: 'power-cell',
    keywords: ['power', 'bank', 'battery', 'inverter', 'ups'],
    draw: (p) => `<rect x="166" y="58" width="68" height="28" rx="6" fill="${p.metal}"/>
<rect x="110" y="80" width="180" height="264" rx="24" fill="${p.dark}"/>
<rect x="130" y="102" width="140" height="46" rx="8" fill="${p.light}" opacity=".18"/>
<rect x="130" y="158" width="140" height="46" rx="8" fill="${p.accent}" opacity=".55"/>
<rect x="130" y="214" width="140" height="46" rx="8" fill="${p.accent}" opacity=".8"/>
<rect x="130" y="270" width="140" height="52" rx="8" fill="${p.accent}"/>
<path d="M212 110 L176 196 H204 L188 276 L236 176 H206 Z" fill="${p.light}"/>`,
  },
  {
    name: 'watch',
    keywords: ['watch', 'smartwatch'],
    draw: (p) => `<rect x="158" y="34" width="84" height="332" rx="34" fill="${p.primary}"/>
<rect x="172" y="56" width="56" height="10" rx="5" fill="${p.secondary}"/>
<rect x="172" y="336" width="56" height="10" rx="5" fill="${p.secondary}"/>
<rect x="122" y="118" width="156" height="164" rx="42" fill="${p.dark}"/>
<rect x="274" y="170" width="12" height="34" rx="5" fill="${p.metal}"/>
<rect x="138" y="134" width="124" height="132" rx="30" fill="url(#g-primary)"/>
<circle cx="200" cy="200" r="40" fill="none" stroke="${p.light}" stroke-width="9" stroke-dasharray="170 90" stroke-linecap="round"/>`,
  },
  {
    name: 'screen',
    keywords: ['tv', 'receiver', 'satellite', 'camera', 'dash'],
    draw: (p) => `<rect x="36" y="78" width="328" height="206" rx="10" fill="${p.dark}"/>
<rect x="48" y="90" width="304" height="182" rx="4" fill="url(#g-primary)"/>
<circle cx="290" cy="140" r="24" fill="${p.light}" opacity=".85"/>
<path d="M48 272 L130 180 L190 236 L250 170 L352 272 Z" fill="${p.dark}" opacity=".35"/>
<path d="M170 284 L150 336 H250 L230 284 Z" fill="${p.metal}"/>
<rect x="120" y="332" width="160" height="10" rx="5" fill="${p.dark}"/>`,
  },
  {
    name: 'solar-panel',
    keywords: ['solar', 'panel'],
    draw: (p) => {
      let cells = '';
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 6; col++) {
          cells += `<rect x="${66 + col * 46}" y="${78 + row * 46}" width="42" height="42" rx="3" fill="${p.primary}" opacity="${0.75 + ((row * 6 + col) % 4) * 0.08}"/>`;
        }
      }
      return `<path d="M200 270 L170 344 M200 270 L236 344" stroke="${p.metal}" stroke-width="12" stroke-linecap="round"/>
<g transform="skewX(-10) translate(36 0)"><rect x="56" y="68" width="292" height="202" rx="8" fill="${p.dark}"/>${cells}
<path d="M66 78 L200 78 L100 262 L66 262 Z" fill="#fff" opacity=".12"/></g>`;
    },
  },
  {
    name: 'bulb',
    keywords: ['lamp', 'led', 'light', 'headlight'],
    draw: (p) => `<circle cx="200" cy="160" r="150" fill="url(#g-glow)"/>
<path d="M146 232 A92 92 0 1 1 254 232 L246 268 H154 Z" fill="${p.light}"/>
<path d="M176 262 V200 L200 224 L224 200 V262" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linejoin="round"/>
<rect x="152" y="268" width="96" height="20" rx="6" fill="${p.metal}"/>
<rect x="156" y="290" width="88" height="18" rx="6" fill="${p.dark}" opacity=".55"/>
<rect x="162" y="310" width="76" height="18" rx="6" fill="${p.metal}"/>
<path d="M184 330 H216 L206 346 H194 Z" fill="${p.dark}"/>`,
  },
];
