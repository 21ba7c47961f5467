// Draws the showcase page's project images as SVG files into static/img/showcase/: one studio
// shot per project (backdrop, floor, contact shadow, the product), 640 × 400, our own artwork.
// Run `node scripts/draw-showcase-images.mjs` after changing a drawing; commit the output.
// `--check` compares instead of writing and exits 1 when a file differs (used by the unit test).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const WIDTH = 640;
const HEIGHT = 400;
const OUT_DIR = new URL('../static/img/showcase/', import.meta.url).pathname;

/** `<stop>` elements from [offset, colour, opacity?] triples. */
function stopTags(stops) {
  return stops
    .map(([offset, color, opacity]) =>
      opacity === undefined
        ? `<stop offset="${offset}" stop-color="${color}"/>`
        : `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

/** Linear gradient from (x1, y1) to (x2, y2) in the shape's bounding box. */
function linear(id, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`;
}

/** Radial gradient centred on (cx, cy) of the shape's bounding box. */
function radial(id, stops, [cx, cy, r] = [0.5, 0.5, 0.5]) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags(stops)}</radialGradient>`;
}

/** Four-pointed sparkle centred on (x, y). */
function sparkle(x, y, size, opacity = 0.9) {
  const s = size;
  const k = size * 0.22;
  return `<path d="M${x} ${y - s}L${x + k} ${y - k}L${x + s} ${y}L${x + k} ${y + k}L${x} ${y + s}L${x - k} ${y + k}L${x - s} ${y}L${x - k} ${y - k}Z" fill="#fff" opacity="${opacity}"/>`;
}

/**
 * The studio around a product: a vertical backdrop gradient, a floor that fades into it, and a soft
 * contact shadow under the product.
 */
function studio({ backdrop, floor, shadow = { cx: 320, cy: 330, rx: 150, ry: 16 }, defs = [], body }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
<defs>
${linear('backdrop', backdrop)}
${linear('floor', floor)}
${radial('shadow', [
  [0, '#000', 0.45],
  [1, '#000', 0],
])}
${defs.join('\n')}
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#backdrop)"/>
<rect y="290" width="${WIDTH}" height="110" fill="url(#floor)"/>
<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${shadow.ry}" fill="url(#shadow)"/>
${body}
</svg>
`;
}

/** Brilliant-cut stone seen from the side, centred on (cx, top of table = y), `w` wide. */
function brilliant(cx, y, w, fills) {
  const h = w * 0.18;
  const depth = w * 0.5;
  const half = w / 2;
  const table = w * 0.28;
  const [crown, pavilion, light, mid, dark] = fills;
  return `<g>
<polygon points="${cx - table},${y} ${cx + table},${y} ${cx + half},${y + h} ${cx - half},${y + h}" fill="${crown}"/>
<polygon points="${cx - table},${y} ${cx - table * 0.2},${y + h} ${cx - half},${y + h}" fill="${light}"/>
<polygon points="${cx + table},${y} ${cx + half},${y + h} ${cx + table * 0.3},${y + h}" fill="${mid}"/>
<polygon points="${cx - half},${y + h} ${cx + half},${y + h} ${cx},${y + h + depth}" fill="${pavilion}"/>
<polygon points="${cx - half},${y + h} ${cx - half * 0.3},${y + h} ${cx},${y + h + depth}" fill="${mid}" opacity="0.85"/>
<polygon points="${cx + half * 0.35},${y + h} ${cx + half},${y + h} ${cx},${y + h + depth}" fill="${dark}" opacity="0.9"/>
<polygon points="${cx - half * 0.3},${y + h} ${cx + half * 0.35},${y + h} ${cx},${y + h + depth}" fill="${light}" opacity="0.55"/>
</g>`;
}

const drawings = {
  'aurelle-ring-builder': () =>
    studio({
      backdrop: [
        [0, '#fdf2f4'],
        [1, '#f6d5dc'],
      ],
      floor: [
        [0, '#f3cbd4'],
        [1, '#e8b3c0'],
      ],
      shadow: { cx: 320, cy: 338, rx: 120, ry: 14 },
      defs: [
        linear(
          'gold',
          [
            [0, '#fff1b8'],
            [0.35, '#e9b949'],
            [0.7, '#a86f12'],
            [1, '#f5d27a'],
          ],
          [0, 0, 1, 1],
        ),
        linear(
          'gold-inner',
          [
            [0, '#8a5a0c'],
            [1, '#d49a2a'],
          ],
          [0, 0, 1, 0],
        ),
      ],
      body: `<ellipse cx="320" cy="236" rx="92" ry="96" fill="none" stroke="url(#gold-inner)" stroke-width="10"/>
<ellipse cx="320" cy="236" rx="100" ry="104" fill="none" stroke="url(#gold)" stroke-width="16"/>
<path d="M300 138 L308 112 M340 138 L332 112 M292 132 L300 106 M348 132 L340 106" stroke="#d9a63a" stroke-width="5" stroke-linecap="round"/>
<path d="M296 138 Q320 128 344 138" fill="none" stroke="url(#gold)" stroke-width="8"/>
${brilliant(320, 70, 96, ['#f8fbff', '#b9c9e6', '#ffffff', '#d7e3f7', '#8ea3c7'])}
${sparkle(286, 74, 14)}${sparkle(372, 96, 9, 0.8)}${sparkle(246, 210, 7, 0.7)}${sparkle(404, 250, 10, 0.75)}`,
    }),

  'lune-pendant-studio': () =>
    studio({
      backdrop: [
        [0, '#0f172a'],
        [1, '#1e3a8a'],
      ],
      floor: [
        [0, '#1e3a8a'],
        [1, '#172554'],
      ],
      shadow: { cx: 320, cy: 340, rx: 70, ry: 10 },
      defs: [
        radial(
          'sapphire',
          [
            [0, '#93c5fd'],
            [0.45, '#2563eb'],
            [1, '#1e1b4b'],
          ],
          [0.4, 0.35, 0.7],
        ),
        linear(
          'chain',
          [
            [0, '#f8fafc'],
            [1, '#94a3b8'],
          ],
          [0, 0, 1, 1],
        ),
      ],
      body: `<path d="M120 0 Q230 170 310 205" fill="none" stroke="url(#chain)" stroke-width="3" stroke-dasharray="7 3"/>
<path d="M520 0 Q410 170 330 205" fill="none" stroke="url(#chain)" stroke-width="3" stroke-dasharray="7 3"/>
<circle cx="320" cy="212" r="10" fill="none" stroke="#e2e8f0" stroke-width="4"/>
<path d="M320 226 C290 250 268 282 268 306 A52 52 0 0 0 372 306 C372 282 350 250 320 226Z" fill="#e2e8f0"/>
<g fill="#fff">${Array.from({ length: 14 }, (_, index) => {
        const angle = (index / 14) * Math.PI * 2;
        const x = 320 + Math.cos(angle) * 44;
        const y = 300 + Math.sin(angle) * 46;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4.5"/>`;
      }).join('')}</g>
<path d="M320 238 C296 258 280 284 280 304 A40 40 0 0 0 360 304 C360 284 344 258 320 238Z" fill="url(#sapphire)"/>
<path d="M320 238 L306 290 L320 342 L334 290Z" fill="#60a5fa" opacity="0.35"/>
<path d="M296 276 L320 290 L344 276" fill="none" stroke="#bfdbfe" stroke-width="1.5" opacity="0.6"/>
${sparkle(300, 268, 9)}${sparkle(362, 322, 7, 0.8)}${sparkle(250, 150, 5, 0.6)}${sparkle(410, 120, 6, 0.6)}`,
    }),

  'halden-chronograph': () =>
    studio({
      backdrop: [
        [0, '#e2e8f0'],
        [1, '#94a3b8'],
      ],
      floor: [
        [0, '#94a3b8'],
        [1, '#64748b'],
      ],
      shadow: { cx: 320, cy: 340, rx: 120, ry: 14 },
      defs: [
        linear(
          'steel',
          [
            [0, '#f8fafc'],
            [0.5, '#94a3b8'],
            [1, '#e2e8f0'],
          ],
          [0, 0, 1, 1],
        ),
        linear(
          'strap',
          [
            [0, '#7c4a21'],
            [1, '#4a2a10'],
          ],
          [0, 0, 1, 0],
        ),
        radial('dial', [
          [0, '#1f2937'],
          [1, '#0b1120'],
        ]),
      ],
      body: `<path d="M270 0 L370 0 L362 90 L278 90Z" fill="url(#strap)"/>
<path d="M278 310 L362 310 L370 400 L270 400Z" fill="url(#strap)"/>
<rect x="404" y="186" width="22" height="28" rx="5" fill="url(#steel)"/>
<circle cx="320" cy="200" r="118" fill="url(#steel)"/>
<circle cx="320" cy="200" r="104" fill="#334155"/>
<circle cx="320" cy="200" r="98" fill="url(#dial)"/>
<g stroke="#e2e8f0" stroke-width="3">${Array.from({ length: 12 }, (_, index) => {
        const angle = (index / 12) * Math.PI * 2;
        const inner = index % 3 === 0 ? 78 : 84;
        return `<line x1="${(320 + Math.cos(angle) * inner).toFixed(1)}" y1="${(200 + Math.sin(angle) * inner).toFixed(1)}" x2="${(320 + Math.cos(angle) * 92).toFixed(1)}" y2="${(200 + Math.sin(angle) * 92).toFixed(1)}"/>`;
      }).join('')}</g>
<g fill="#111827" stroke="#94a3b8" stroke-width="2">
<circle cx="320" cy="156" r="22"/><circle cx="280" cy="214" r="22"/><circle cx="360" cy="214" r="22"/>
</g>
<g stroke="#f59e0b" stroke-width="2" stroke-linecap="round">
<line x1="320" y1="156" x2="330" y2="142"/><line x1="280" y1="214" x2="270" y2="200"/><line x1="360" y1="214" x2="372" y2="220"/>
</g>
<line x1="320" y1="200" x2="366" y2="166" stroke="#f8fafc" stroke-width="6" stroke-linecap="round"/>
<line x1="320" y1="200" x2="286" y2="128" stroke="#f8fafc" stroke-width="4" stroke-linecap="round"/>
<line x1="320" y1="220" x2="320" y2="112" stroke="#ef4444" stroke-width="2"/>
<circle cx="320" cy="200" r="6" fill="#f8fafc"/>
<path d="M230 130 A118 118 0 0 1 300 84" fill="none" stroke="#fff" stroke-width="5" opacity="0.6" stroke-linecap="round"/>`,
    }),

  'sora-smartwatch': () =>
    studio({
      backdrop: [
        [0, '#134e4a'],
        [1, '#042f2e'],
      ],
      floor: [
        [0, '#0f3d3a'],
        [1, '#022120'],
      ],
      shadow: { cx: 320, cy: 342, rx: 110, ry: 12 },
      defs: [
        linear(
          'case',
          [
            [0, '#e5e7eb'],
            [0.5, '#6b7280'],
            [1, '#d1d5db'],
          ],
          [0, 0, 1, 1],
        ),
        linear('band', [
          [0, '#f97316'],
          [1, '#c2410c'],
        ]),
      ],
      body: `<rect x="262" y="0" width="116" height="110" rx="18" fill="url(#band)"/>
<rect x="262" y="290" width="116" height="110" rx="18" fill="url(#band)"/>
<g fill="#9a3412" opacity="0.5">${[330, 350, 370].map((y) => `<circle cx="320" cy="${y}" r="4"/>`).join('')}</g>
<rect x="384" y="170" width="14" height="36" rx="5" fill="url(#case)"/>
<rect x="236" y="86" width="168" height="228" rx="46" fill="url(#case)"/>
<rect x="248" y="98" width="144" height="204" rx="36" fill="#020617"/>
<g fill="none" stroke-width="13" stroke-linecap="round" transform="rotate(-90 320 200)">
<circle cx="320" cy="200" r="56" stroke="#1f2937"/><circle cx="320" cy="200" r="56" stroke="#f43f5e" stroke-dasharray="280 352"/>
<circle cx="320" cy="200" r="40" stroke="#1f2937"/><circle cx="320" cy="200" r="40" stroke="#a3e635" stroke-dasharray="190 252"/>
<circle cx="320" cy="200" r="24" stroke="#1f2937"/><circle cx="320" cy="200" r="24" stroke="#22d3ee" stroke-dasharray="120 151"/>
</g>
<path d="M262 110 Q300 98 350 104" fill="none" stroke="#fff" stroke-width="3" opacity="0.35" stroke-linecap="round"/>`,
    }),

  'stride-sneaker-lab': () =>
    studio({
      backdrop: [
        [0, '#ecfdf5'],
        [1, '#a7f3d0'],
      ],
      floor: [
        [0, '#99e6c3'],
        [1, '#6ee7b7'],
      ],
      shadow: { cx: 320, cy: 318, rx: 210, ry: 14 },
      defs: [
        linear('upper', [
          [0, '#fb7185'],
          [1, '#e11d48'],
        ]),
        linear('sole', [
          [0, '#ffffff'],
          [1, '#e5e7eb'],
        ]),
      ],
      body: `<path d="M120 268 C118 236 140 214 176 206 L264 188 C296 150 332 126 372 122 C398 120 414 136 420 156 L444 196 C488 202 530 222 540 262 L540 276 L120 280Z" fill="url(#upper)"/>
<path d="M372 122 C398 120 414 136 420 156 L444 196 C430 204 400 200 388 184 C370 162 366 140 372 122Z" fill="#be123c" opacity="0.6"/>
<path d="M110 276 L546 270 C552 290 540 306 518 308 L138 312 C116 312 106 296 110 276Z" fill="url(#sole)"/>
<path d="M110 290 L548 284" stroke="#d1d5db" stroke-width="3"/>
<g stroke="#1e3a8a" stroke-width="6" stroke-linecap="round">
<line x1="282" y1="176" x2="320" y2="196"/><line x1="300" y1="160" x2="338" y2="180"/><line x1="318" y1="146" x2="354" y2="166"/><line x1="336" y1="134" x2="368" y2="152"/>
</g>
<path d="M180 240 C240 236 300 214 360 228 C400 238 450 240 500 248" fill="none" stroke="#fff" stroke-width="8" opacity="0.85" stroke-linecap="round"/>
<rect x="420" y="150" width="26" height="46" rx="8" fill="#1e3a8a" transform="rotate(-20 433 173)"/>`,
    }),

  'petra-leather-bag': () =>
    studio({
      backdrop: [
        [0, '#fef3c7'],
        [1, '#f5deb3'],
      ],
      floor: [
        [0, '#ecd3a0'],
        [1, '#d9b97a'],
      ],
      shadow: { cx: 320, cy: 330, rx: 170, ry: 14 },
      defs: [
        linear(
          'leather',
          [
            [0, '#c2783c'],
            [1, '#8a4b1c'],
          ],
          [0, 0, 1, 1],
        ),
        linear(
          'brass',
          [
            [0, '#fde68a'],
            [1, '#b45309'],
          ],
          [0, 0, 1, 1],
        ),
      ],
      body: `<path d="M262 150 C262 70 378 70 378 150" fill="none" stroke="#7c3f12" stroke-width="14" stroke-linecap="round"/>
<path d="M190 150 L450 150 L478 316 C480 326 472 332 462 332 L178 332 C168 332 160 326 162 316Z" fill="url(#leather)"/>
<path d="M190 150 L450 150 L458 206 C400 232 240 232 182 206Z" fill="#a0592a"/>
<path d="M182 206 C240 232 400 232 458 206" fill="none" stroke="#6b3410" stroke-width="3" stroke-dasharray="6 5"/>
<rect x="300" y="204" width="40" height="34" rx="6" fill="none" stroke="url(#brass)" stroke-width="6"/>
<line x1="320" y1="206" x2="320" y2="236" stroke="url(#brass)" stroke-width="4"/>
<circle cx="262" cy="150" r="8" fill="url(#brass)"/><circle cx="378" cy="150" r="8" fill="url(#brass)"/>
<path d="M210 170 L228 300" stroke="#fff" stroke-width="6" opacity="0.18" stroke-linecap="round"/>`,
    }),

  'optica-frames': () =>
    studio({
      backdrop: [
        [0, '#eff6ff'],
        [1, '#bfdbfe'],
      ],
      floor: [
        [0, '#b4d2fb'],
        [1, '#93c5fd'],
      ],
      shadow: { cx: 320, cy: 300, rx: 220, ry: 12 },
      defs: [
        linear(
          'tortoise',
          [
            [0, '#78350f'],
            [0.3, '#b45309'],
            [0.55, '#451a03'],
            [0.8, '#92400e'],
            [1, '#3b1d06'],
          ],
          [0, 0, 1, 1],
        ),
        linear(
          'lens',
          [
            [0, '#93c5fd', 0.55],
            [1, '#1d4ed8', 0.9],
          ],
          [0, 0, 0, 1],
        ),
      ],
      body: `<path d="M132 178 L84 160 L76 176 L120 196" fill="url(#tortoise)"/>
<path d="M508 178 L556 160 L564 176 L520 196" fill="url(#tortoise)"/>
<circle cx="222" cy="206" r="86" fill="url(#tortoise)"/>
<circle cx="418" cy="206" r="86" fill="url(#tortoise)"/>
<circle cx="222" cy="206" r="72" fill="url(#lens)" opacity="0.75"/>
<circle cx="418" cy="206" r="72" fill="url(#lens)" opacity="0.75"/>
<path d="M296 188 Q320 170 344 188" fill="none" stroke="url(#tortoise)" stroke-width="12"/>
<path d="M176 160 Q200 146 230 148" fill="none" stroke="#fff" stroke-width="7" opacity="0.7" stroke-linecap="round"/>
<path d="M372 160 Q396 146 426 148" fill="none" stroke="#fff" stroke-width="7" opacity="0.7" stroke-linecap="round"/>
<path d="M190 250 L250 190" stroke="#fff" stroke-width="4" opacity="0.35" stroke-linecap="round"/>
<path d="M386 250 L446 190" stroke="#fff" stroke-width="4" opacity="0.35" stroke-linecap="round"/>`,
    }),

  'norrsken-lounge-chair': () =>
    studio({
      backdrop: [
        [0, '#faf5ef'],
        [1, '#ead9c3'],
      ],
      floor: [
        [0, '#dcc6a8'],
        [1, '#c8ab86'],
      ],
      shadow: { cx: 320, cy: 340, rx: 190, ry: 16 },
      defs: [
        linear(
          'fabric',
          [
            [0, '#2dd4bf'],
            [1, '#0f766e'],
          ],
          [0, 0, 1, 1],
        ),
        linear(
          'oak',
          [
            [0, '#d6a664'],
            [1, '#9a6b2f'],
          ],
          [0, 0, 1, 0],
        ),
      ],
      body: `<path d="M196 246 L176 338" stroke="url(#oak)" stroke-width="12" stroke-linecap="round"/>
<path d="M444 246 L464 338" stroke="url(#oak)" stroke-width="12" stroke-linecap="round"/>
<path d="M240 250 L232 322" stroke="#8a5e28" stroke-width="10" stroke-linecap="round"/>
<path d="M400 250 L408 322" stroke="#8a5e28" stroke-width="10" stroke-linecap="round"/>
<path d="M206 108 C210 80 430 80 434 108 L446 226 L194 226Z" fill="url(#fabric)"/>
<path d="M230 116 C240 100 400 100 410 116" fill="none" stroke="#5eead4" stroke-width="5" opacity="0.6" stroke-linecap="round"/>
<path d="M150 214 C150 190 168 180 190 184 L450 184 C472 180 490 190 490 214 L490 246 C490 258 480 264 468 264 L172 264 C160 264 150 258 150 246Z" fill="#0d9488"/>
<path d="M176 204 C260 196 380 196 464 204 L464 226 C380 220 260 220 176 226Z" fill="#14b8a6"/>
<path d="M150 214 C150 190 168 180 190 184 L200 184 L200 264 L172 264 C160 264 150 258 150 246Z" fill="#0f766e"/>
<path d="M490 214 C490 190 472 180 450 184 L440 184 L440 264 L468 264 C480 264 490 258 490 246Z" fill="#0f766e"/>`,
    }),

  'lumen-desk-lamp': () =>
    studio({
      backdrop: [
        [0, '#1c1917'],
        [1, '#292524'],
      ],
      floor: [
        [0, '#312c29'],
        [1, '#1c1917'],
      ],
      shadow: { cx: 250, cy: 338, rx: 110, ry: 12 },
      defs: [
        radial(
          'glow',
          [
            [0, '#fde68a', 0.9],
            [0.4, '#fbbf24', 0.35],
            [1, '#f59e0b', 0],
          ],
          [0.5, 0.5, 0.5],
        ),
        linear(
          'metal',
          [
            [0, '#57534e'],
            [1, '#0c0a09'],
          ],
          [0, 0, 1, 1],
        ),
      ],
      body: `<ellipse cx="420" cy="318" rx="150" ry="40" fill="url(#glow)"/>
<ellipse cx="250" cy="326" rx="78" ry="14" fill="url(#metal)"/>
<rect x="172" y="312" width="156" height="14" rx="7" fill="#292524"/>
<line x1="250" y1="316" x2="210" y2="176" stroke="#44403c" stroke-width="10" stroke-linecap="round"/>
<line x1="210" y1="176" x2="356" y2="108" stroke="#44403c" stroke-width="10" stroke-linecap="round"/>
<circle cx="210" cy="176" r="11" fill="#78716c"/><circle cx="250" cy="316" r="9" fill="#78716c"/>
<path d="M322 88 L386 84 L452 200 L366 228Z" fill="url(#metal)"/>
<path d="M366 228 L452 200 C446 220 390 240 366 228Z" fill="#fde68a"/>
<ellipse cx="410" cy="222" rx="48" ry="26" fill="url(#glow)"/>
<path d="M334 96 L370 94" stroke="#a8a29e" stroke-width="3" opacity="0.6" stroke-linecap="round"/>`,
    }),

  'veloce-alloy-wheels': () =>
    studio({
      backdrop: [
        [0, '#52525b'],
        [1, '#27272a'],
      ],
      floor: [
        [0, '#3f3f46'],
        [1, '#18181b'],
      ],
      shadow: { cx: 320, cy: 352, rx: 150, ry: 14 },
      defs: [
        radial(
          'rim',
          [
            [0, '#f4f4f5'],
            [0.7, '#a1a1aa'],
            [1, '#52525b'],
          ],
          [0.4, 0.35, 0.75],
        ),
        radial('tyre', [
          [0.8, '#18181b'],
          [1, '#3f3f46'],
        ]),
      ],
      body: `<circle cx="320" cy="200" r="150" fill="url(#tyre)"/>
<circle cx="320" cy="200" r="108" fill="url(#rim)"/>
<circle cx="320" cy="200" r="96" fill="#27272a"/>
<path d="M384 150 A80 80 0 0 1 398 240 L378 232 A58 58 0 0 0 368 164Z" fill="#dc2626"/>
<g fill="url(#rim)">${Array.from(
        { length: 5 },
        (_, index) =>
          `<path d="M312 190 L300 110 Q320 102 340 110 L328 190Z" transform="rotate(${index * 72} 320 200)"/>`,
      ).join('')}</g>
<circle cx="320" cy="200" r="26" fill="#d4d4d8"/>
<circle cx="320" cy="200" r="12" fill="#3f3f46"/>
<g fill="#a1a1aa">${Array.from({ length: 5 }, (_, index) => {
        const angle = (index / 5) * Math.PI * 2 - Math.PI / 2;
        return `<circle cx="${(320 + Math.cos(angle) * 19).toFixed(1)}" cy="${(200 + Math.sin(angle) * 19).toFixed(1)}" r="3"/>`;
      }).join('')}</g>
<path d="M218 140 A118 118 0 0 1 290 86" fill="none" stroke="#fff" stroke-width="5" opacity="0.45" stroke-linecap="round"/>`,
    }),

  'sonar-headphones': () =>
    studio({
      backdrop: [
        [0, '#3b0764'],
        [1, '#1e1b4b'],
      ],
      floor: [
        [0, '#2e1065'],
        [1, '#1e1b4b'],
      ],
      shadow: { cx: 320, cy: 340, rx: 170, ry: 14 },
      defs: [
        linear(
          'shell',
          [
            [0, '#a78bfa'],
            [1, '#5b21b6'],
          ],
          [0, 0, 1, 1],
        ),
        linear('cushion', [
          [0, '#27272a'],
          [1, '#09090b'],
        ]),
      ],
      body: `<path d="M196 230 C196 100 444 100 444 230" fill="none" stroke="url(#shell)" stroke-width="22" stroke-linecap="round"/>
<path d="M206 226 C208 116 432 116 434 226" fill="none" stroke="#18181b" stroke-width="8" stroke-linecap="round"/>
<rect x="176" y="206" width="32" height="50" rx="10" fill="#a1a1aa"/>
<rect x="432" y="206" width="32" height="50" rx="10" fill="#a1a1aa"/>
<ellipse cx="178" cy="262" rx="50" ry="66" fill="url(#shell)"/>
<ellipse cx="462" cy="262" rx="50" ry="66" fill="url(#shell)"/>
<ellipse cx="206" cy="262" rx="28" ry="58" fill="url(#cushion)"/>
<ellipse cx="434" cy="262" rx="28" ry="58" fill="url(#cushion)"/>
<path d="M150 220 Q158 202 176 198" fill="none" stroke="#ede9fe" stroke-width="5" opacity="0.6" stroke-linecap="round"/>
<path d="M488 220 Q480 202 462 198" fill="none" stroke="#ede9fe" stroke-width="5" opacity="0.4" stroke-linecap="round"/>`,
    }),

  'ember-parfum': () =>
    studio({
      backdrop: [
        [0, '#fff7ed'],
        [1, '#fed7aa'],
      ],
      floor: [
        [0, '#fdc48f'],
        [1, '#f9a86a'],
      ],
      shadow: { cx: 320, cy: 340, rx: 110, ry: 14 },
      defs: [
        linear(
          'glass',
          [
            [0, '#ffffff', 0.9],
            [1, '#fde7d0', 0.8],
          ],
          [0, 0, 1, 1],
        ),
        linear(
          'liquid',
          [
            [0, '#fbbf24'],
            [1, '#b45309'],
          ],
          [0, 0, 1, 1],
        ),
        linear(
          'cap',
          [
            [0, '#fef3c7'],
            [0.5, '#d97706'],
            [1, '#fcd34d'],
          ],
          [0, 0, 1, 0],
        ),
      ],
      body: `<rect x="296" y="70" width="48" height="58" rx="6" fill="url(#cap)"/>
<rect x="306" y="126" width="28" height="20" fill="#d6d3d1"/>
<polygon points="236,146 404,146 430,190 430,318 404,340 236,340 210,318 210,190" fill="url(#glass)" stroke="#fdba74" stroke-width="3"/>
<polygon points="228,200 412,200 412,312 396,328 244,328 228,312" fill="url(#liquid)" opacity="0.9"/>
<polygon points="236,146 404,146 380,176 260,176" fill="#fff" opacity="0.55"/>
<polygon points="210,190 236,176 236,330 210,318" fill="#fff" opacity="0.4"/>
<polygon points="430,190 404,176 404,330 430,318" fill="#9a3412" opacity="0.18"/>
<path d="M270 220 L290 300" stroke="#fff" stroke-width="6" opacity="0.5" stroke-linecap="round"/>
<polygon points="300,240 340,240 352,270 320,300 288,270" fill="#fde68a" opacity="0.45"/>
${sparkle(262, 160, 8)}${sparkle(392, 236, 6, 0.7)}`,
    }),
};

const check = process.argv.includes('--check');
mkdirSync(OUT_DIR, { recursive: true });
let stale = 0;
for (const [slug, draw] of Object.entries(drawings)) {
  const file = join(OUT_DIR, `${slug}.svg`);
  const svg = draw();
  if (check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) {
      stale += 1;
      console.error(`${file} differs from its drawing: run node scripts/draw-showcase-images.mjs`);
    }
  } else {
    writeFileSync(file, svg);
    console.log(`${file}  ${svg.length.toLocaleString('en')} B`);
  }
}
process.exit(stale === 0 ? 0 : 1);
