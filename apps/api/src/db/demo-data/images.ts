/** An award rosette drawn as SVG, so the demo needs no image files or network. */
export function awardBadgeSvg(title: string, subtitle: string, colour: string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${esc(title)} ${esc(subtitle)}">
<circle cx="80" cy="80" r="76" fill="${colour}"/>
<circle cx="80" cy="80" r="64" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="4 5"/>
<path d="M80 34l8 17 18 2-13 12 4 18-17-9-17 9 4-18-13-12 18-2z" fill="#ffffff"/>
<text x="80" y="108" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#ffffff">${esc(title)}</text>
<text x="80" y="126" text-anchor="middle" font-family="Arial, sans-serif" font-size="11" fill="#ffffff">${esc(subtitle)}</text>
</svg>`;
}

type Scene = 'caravan' | 'lodge' | 'pitch' | 'pod' | 'room' | 'park';

const PALETTES = [
  { sky: '#bfe3f2', hill: '#7cb77a', far: '#a9d3a0', accent: '#f2b84b' },
  { sky: '#f6d9c0', hill: '#6fa58c', far: '#9cc7b1', accent: '#e0774a' },
  { sky: '#d4e6f7', hill: '#5f9c6b', far: '#93c39a', accent: '#2f7fa5' },
  { sky: '#e9e2f6', hill: '#76a96f', far: '#b0d2a4', accent: '#9a5fb4' },
];

function building(scene: Scene, accent: string): string {
  switch (scene) {
    case 'caravan':
      return `<rect x="250" y="250" width="300" height="120" rx="28" fill="#ffffff" stroke="#33505f" stroke-width="4"/>
<rect x="250" y="300" width="300" height="14" fill="${accent}"/>
<rect x="285" y="268" width="70" height="36" rx="6" fill="#9fd0e6"/><rect x="445" y="268" width="70" height="36" rx="6" fill="#9fd0e6"/>
<rect x="380" y="300" width="40" height="70" rx="4" fill="#33505f"/><circle cx="330" cy="378" r="16" fill="#33505f"/>`;
    case 'lodge':
      return `<polygon points="230,260 400,170 570,260" fill="#7a4b2a"/>
<rect x="250" y="255" width="300" height="125" fill="#b9835a" stroke="#5b3720" stroke-width="4"/>
<rect x="280" y="285" width="60" height="50" fill="#cfe9f5"/><rect x="460" y="285" width="60" height="50" fill="#cfe9f5"/>
<rect x="375" y="300" width="50" height="80" fill="#5b3720"/><rect x="230" y="372" width="340" height="14" fill="${accent}"/>`;
    case 'pitch':
      return `<polygon points="300,370 400,230 500,370" fill="${accent}" stroke="#33505f" stroke-width="4"/>
<polygon points="385,370 400,300 415,370" fill="#33505f"/><rect x="540" y="330" width="90" height="40" rx="10" fill="#ffffff" stroke="#33505f" stroke-width="3"/>`;
    case 'pod':
      return `<path d="M280 380 Q280 230 400 230 Q520 230 520 380 Z" fill="#a7794f" stroke="#5b3720" stroke-width="4"/>
<path d="M370 380 Q370 320 400 320 Q430 320 430 380 Z" fill="#5b3720"/><circle cx="400" cy="275" r="16" fill="${accent}"/>`;
    case 'room':
      return `<rect x="240" y="180" width="320" height="200" fill="#f4efe6" stroke="#33505f" stroke-width="4"/>
${[0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => `<rect x="${262 + c * 74}" y="${198 + r * 56}" width="50" height="36" fill="#9fd0e6"/>`).join('')).join('')}
<rect x="370" y="330" width="60" height="50" fill="${accent}"/>`;
    default:
      return `<rect x="160" y="300" width="110" height="60" rx="20" fill="#ffffff" stroke="#33505f" stroke-width="3"/>
<rect x="330" y="290" width="120" height="70" rx="22" fill="#ffffff" stroke="#33505f" stroke-width="3"/>
<rect x="510" y="305" width="110" height="55" rx="18" fill="#ffffff" stroke="#33505f" stroke-width="3"/>
<circle cx="640" cy="110" r="44" fill="${accent}"/>`;
  }
}

/** A landscape picture of a unit or a park, different per seed, drawn as SVG. */
export function sceneSvg(scene: Scene, seed: number, label: string): string {
  const palette = PALETTES[seed % PALETTES.length]!;
  const esc = label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const sunX = 120 + ((seed * 97) % 520);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img" aria-label="${esc}">
<rect width="800" height="500" fill="${palette.sky}"/>
<circle cx="${sunX}" cy="90" r="40" fill="#fff6d5"/>
<path d="M0 300 Q200 ${200 + (seed % 60)} 420 280 T800 260 V500 H0 Z" fill="${palette.far}"/>
<path d="M0 360 Q260 ${300 + (seed % 40)} 520 350 T800 340 V500 H0 Z" fill="${palette.hill}"/>
${building(scene, palette.accent)}
</svg>`;
}

/** A round facility icon with a letter mark, so every facility has an image that loads offline. */
export function facilityIconSvg(mark: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
<circle cx="24" cy="24" r="23" fill="${colour}"/>
<text x="24" y="31" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff">${mark}</text>
</svg>`;
}
