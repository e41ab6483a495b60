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
