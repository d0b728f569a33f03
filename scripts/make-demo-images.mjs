#!/usr/bin/env node
// Renders the seeded projects' demo images (stylised UI mockups) into public/demo/*.webp.
// Deterministic: hand-written SVG rendered with sharp. Usage: node scripts/make-demo-images.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/demo');

const C = {
  ink: '#1e1b4b', text: '#334155', muted: '#64748b', faint: '#94a3b8', line: '#e2e8f0', soft: '#f1f5f9',
  indigo: '#4f46e5', violet: '#7c3aed', teal: '#0d9488', amber: '#f59e0b', rose: '#e11d48', wp: '#3858e9',
};

// ---------- primitives ----------
const f = (n) => Math.round(n * 10) / 10;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const rect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="${fill}" ${extra}/>`;
const line = (x1, y1, x2, y2, stroke = C.line, w = 1, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${w}" ${extra}/>`;
const text = (x, y, s, { size = 16, weight = 400, fill = C.text, anchor = 'start', mono = false, extra = '' } = {}) =>
  `<text x="${f(x)}" y="${f(y)}" font-family="${mono ? 'monospace' : 'sans-serif'}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${extra}>${esc(s)}</text>`;
const skel = (x, y, w, h = 10, fill = C.line) => rect(x, y, w, h, h / 2, fill);
const card = (x, y, w, h, { r = 16, fill = '#fff', shadow = 'shSm', stroke = C.line } = {}) =>
  rect(x, y, w, h, r, fill, `${shadow ? `filter="url(#${shadow})"` : ''} ${stroke ? `stroke="${stroke}"` : ''}`);
const title = (x, y, s, size = 17, fill = C.ink) => text(x, y, s, { size, weight: 700, fill });
// a pill/button with centred label
const button = (x, y, w, h, label, { fill = C.indigo, color = '#fff', size = 16, weight = 700, stroke } = {}) =>
  rect(x, y, w, h, h / 2, fill, stroke ? `stroke="${stroke}"` : '') +
  text(x + w / 2, y + h / 2 + size * 0.36, label, { size, weight, fill: color, anchor: 'middle' });
const chevron = (x, y, color = C.muted) =>
  `<path d="M${x - 4},${y - 2} L${x},${y + 2} L${x + 4},${y - 2}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
const check = (cx, cy, s = 1, color = '#fff') =>
  `<path d="M${cx - 6 * s},${cy} L${cx - 2 * s},${cy + 4 * s} L${cx + 6 * s},${cy - 4 * s}" fill="none" stroke="${color}" stroke-width="${2.6 * s}" stroke-linecap="round" stroke-linejoin="round"/>`;
const plus = (cx, cy, s = 6, color = '#fff', w = 2.4) =>
  line(cx - s, cy, cx + s, cy, color, w, 'stroke-linecap="round"') + line(cx, cy - s, cx, cy + s, color, w, 'stroke-linecap="round"');
const star = (cx, cy, r, fill = C.amber) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5, rr = i % 2 ? r * 0.45 : r;
    return `${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};
const stars = (x, y, r = 7, n = 5) => Array.from({ length: n }, (_, i) => star(x + i * r * 2.4, y, r)).join('');

// ---------- charts ----------
function smooth(pts) {
  let d = `M${f(pts[0][0])},${f(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i], p1 = pts[i], p2 = pts[i + 1], p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}
const chartPts = (x, y, w, h, vals, min, max) =>
  vals.map((v, i) => [x + (i * w) / (vals.length - 1), y + h - ((v - min) / (max - min)) * h]);
function lineChart(x, y, w, h, vals, { min = 0, max = Math.max(...vals), color = C.indigo, area, width = 3 } = {}) {
  const d = smooth(chartPts(x, y, w, h, vals, min, max));
  return (area ? `<path d="${d} L${x + w},${y + h} L${x},${y + h} Z" fill="url(#${area})"/>` : '') +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
function bars(x, y, w, h, vals, { max = Math.max(...vals), gap = 12, fill = 'url(#gIndigoV)', hi = -1, hiFill = 'url(#gAmberV)', r = 6 } = {}) {
  const bw = (w - gap * (vals.length - 1)) / vals.length;
  return vals.map((v, i) => rect(x + i * (bw + gap), y + h - (v / max) * h, bw, (v / max) * h, r, i === hi ? hiFill : fill)).join('');
}
const grid = (x, y, w, h, n, color = C.line) =>
  Array.from({ length: n + 1 }, (_, i) => line(x, y + (i * h) / n, x + w, y + (i * h) / n, color, 1, 'stroke-dasharray="4 6"')).join('');
function donut(cx, cy, r, sw, segs) {
  const circ = 2 * Math.PI * r, tot = segs.reduce((a, s) => a + s.v, 0);
  let acc = 0, out = circle(cx, cy, r, 'none', `stroke="${C.soft}" stroke-width="${sw}"`);
  for (const s of segs) {
    const len = (s.v / tot) * circ;
    out += circle(cx, cy, r, 'none', `stroke="${s.color}" stroke-width="${sw}" stroke-dasharray="${f(len - 4)} ${f(circ)}" stroke-dashoffset="${f(-acc)}" transform="rotate(-90 ${cx} ${cy})"`);
    acc += len;
  }
  return out;
}
function dotMap(x, y, w, h, color) {
  const blobs = [[0.18, 0.32, 0.14, 0.26], [0.27, 0.74, 0.07, 0.22], [0.48, 0.28, 0.07, 0.18], [0.52, 0.64, 0.08, 0.24],
    [0.7, 0.32, 0.17, 0.24], [0.86, 0.78, 0.07, 0.12]];
  let out = '';
  for (let i = 0; i * 9 < w; i++) for (let j = 0; j * 9 < h; j++) {
    const u = (i * 9) / w, v = (j * 9) / h;
    if (blobs.some(([cx, cy, rx, ry]) => ((u - cx) / rx) ** 2 + ((v - cy) / ry) ** 2 < 1)) out += circle(x + i * 9, y + j * 9, 2.4, color);
  }
  return out;
}

// ---------- document, backdrop, frames ----------
const fade = (id, c) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}" stop-opacity=".32"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></linearGradient>`;
const lg = (id, a, b, v = false) => `<linearGradient id="${id}" x1="0" y1="0" x2="${v ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const DEFS = `<defs>
  ${lg('gBg', '#eef2ff', '#ecfeff')}${lg('gDark', '#0b1020', '#1e1b4b')}${lg('gHero', '#312e81', '#7c3aed')}
  ${lg('gIndigo', '#4f46e5', '#7c3aed')}${lg('gTeal', '#0d9488', '#0891b2')}${lg('gAmber', '#fbbf24', '#f59e0b')}
  ${lg('gIndigoV', '#818cf8', '#4f46e5', true)}${lg('gAmberV', '#fcd34d', '#f59e0b', true)}${lg('gTealV', '#5eead4', '#0d9488', true)}
  ${fade('fIndigo', C.indigo)}${fade('fTeal', '#14b8a6')}${fade('fViolet', '#a78bfa')}
  <filter id="shLg" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#1e1b4b" flood-opacity=".18"/></filter>
  <filter id="shMd" x="-40%" y="-40%" width="180%" height="220%"><feDropShadow dx="0" dy="14" stdDeviation="18" flood-color="#1e1b4b" flood-opacity=".16"/></filter>
  <filter id="shSm" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="4" stdDeviation="6" flood-color="#1e1b4b" flood-opacity=".07"/></filter>
  <filter id="blur" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="70"/></filter>
</defs>`;
const doc = (body, w = 1200, h = 750) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;
function backdrop(w = 1200, h = 750, dark = false) {
  const o = dark ? 0.35 : 0.2;
  return rect(0, 0, w, h, 0, `url(#${dark ? 'gDark' : 'gBg'})`) + `<g filter="url(#blur)">` +
    circle(140, 120, 230, C.indigo, `opacity="${o}"`) + circle(w - 120, h - 90, 260, '#14b8a6', `opacity="${o * 0.8}"`) +
    circle(w - 140, 60, 160, dark ? C.violet : C.amber, `opacity="${o * 0.7}"`) + `</g>`;
}
// browser window at 70,50 1060x650; content area starts at y=94. `body` is clipped to the window.
function browser(url, body, { dark = false } = {}) {
  const [x, y, w, h] = [70, 50, 1060, 650];
  const bar = dark ? '#0b1222' : '#f1f5f9', bg = dark ? '#0f172a' : '#fff', edge = dark ? '#1e293b' : C.line;
  return `<clipPath id="win"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16"/></clipPath>` +
    rect(x, y, w, h, 16, bg, 'filter="url(#shLg)"') + `<g clip-path="url(#win)">` + rect(x, y, w, 44, 0, bar) +
    line(x, y + 44, x + w, y + 44, edge) + circle(x + 24, y + 22, 6, '#f87171') + circle(x + 44, y + 22, 6, '#fbbf24') +
    circle(x + 64, y + 22, 6, '#34d399') + rect(x + w / 2 - 230, y + 9, 460, 26, 13, dark ? '#1e293b' : '#fff', `stroke="${edge}"`) +
    rect(x + w / 2 - 214, y + 18, 9, 8, 2, C.faint) +
    text(x + w / 2 - 198, y + 27, url, { size: 13, fill: dark ? C.faint : C.muted }) + body + `</g>` +
    rect(x, y, w, h, 16, 'none', `stroke="${edge}"`);
}

// ---------- illustrations ----------
function cup(cx, cy, s = 1) {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">` + circle(0, 0, 125, C.amber, 'opacity=".22"') +
    '<ellipse cx="0" cy="72" rx="112" ry="18" fill="#ede9fe"/>' +
    '<path d="M62,-4 C112,-8 112,52 52,46" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/>' +
    '<path d="M-76,-22 L76,-22 C74,40 50,70 0,70 C-50,70 -74,40 -76,-22 Z" fill="#fff"/>' +
    '<ellipse cx="0" cy="-22" rx="76" ry="14" fill="#78350f"/><ellipse cx="0" cy="-22" rx="54" ry="8" fill="#b45309"/>' +
    '<path d="M0,-14 C-14,-22 -10,-32 0,-26 C10,-32 14,-22 0,-14 Z" fill="#fde68a"/>' + circle(0, 24, 14, C.amber) +
    ['-28', '0', '28'].map((dx, i) => `<path d="M${dx},-48 c-14,-18 14,-26 0,-46 c-8,-12 ${i ? 4 : 6},-20 0,-28" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6" stroke-linecap="round"/>`).join('') +
    `</g>`;
}
const bean = (x, y, rot, s = 1) => `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><ellipse rx="14" ry="10" fill="#92400e"/><path d="M-11,1 C-4,-6 4,6 11,-1" fill="none" stroke="#451a03" stroke-width="2.4" stroke-linecap="round"/></g>`;
function bag(cx, cy, s, color) {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">` +
    '<path d="M-40,-26 L40,-26 L47,52 Q48,62 38,62 L-38,62 Q-48,62 -47,52 Z" fill="' + color + '"/>' +
    rect(-40, -42, 80, 18, 4, color) + rect(-40, -42, 80, 18, 4, '#000', 'opacity=".18"') +
    rect(-26, -4, 52, 42, 7, '#fff', 'opacity=".94"') + bean(0, 12, -30, 0.8).replace('#92400e', color).replace('#451a03', '#fff') +
    skel(-16, 26, 32, 5, '#cbd5e1') + `</g>`;
}
function avatar(cx, cy, r, color) {
  return circle(cx, cy, r, color, 'fill-opacity=".16"') + circle(cx, cy - r * 0.18, r * 0.34, color) +
    `<path d="M${f(cx - r * 0.62)},${f(cy + r * 0.72)} Q${f(cx - r * 0.6)},${f(cy + r * 0.2)} ${cx},${f(cy + r * 0.2)} Q${f(cx + r * 0.6)},${f(cy + r * 0.2)} ${f(cx + r * 0.62)},${f(cy + r * 0.72)} Z" fill="${color}"/>`;
}
const clinicLogo = (x, y) => circle(x, y, 17, 'url(#gTeal)') + rect(x - 3.5, y - 10, 7, 20, 2, '#fff') + rect(x - 10, y - 3.5, 20, 7, 2, '#fff');

// ---------- shared chrome ----------
function shopNav() {
  return circle(112, 127, 18, 'url(#gAmber)') + rect(104, 119, 14, 14, 3, '#fff') +
    `<path d="M118,122 a5,5 0 0 1 0,8" fill="none" stroke="#fff" stroke-width="2.5"/>` +
    title(140, 134, 'Harbor Coffee', 20) +
    ['Shop', 'Beans', 'Gear', 'About'].map((s, i) => text(640 + i * 92, 133, s, { size: 15, weight: 600, fill: i ? C.muted : C.ink })).join('') +
    circle(1086, 127, 20, C.soft) + rect(1078, 121, 16, 14, 3, 'none', `stroke="${C.ink}" stroke-width="2"`) +
    `<path d="M1082,121 v-3 a4,4 0 0 1 8,0 v3" fill="none" stroke="${C.ink}" stroke-width="2"/>` +
    circle(1101, 112, 9, C.indigo) + text(1101, 116, '2', { size: 11, weight: 700, fill: '#fff', anchor: 'middle' }) +
    line(70, 160, 1130, 160);
}
function pbi(pageTitle, sub, tab, body) {
  const tabs = ['Overview', 'Regions', 'Products', 'HR'];
  return browser('app.powerbi.com/groups/me/reports', rect(70, 94, 1060, 606, 0, '#f4f6fb') +
    rect(70, 94, 64, 606, 0, C.ink) + [10, 18, 26].map((hh, i) => rect(90 + i * 9, 138 - hh, 6, hh, 2, C.amber)).join('') +
    [180, 226, 272, 318].map((yy, i) => rect(90, yy, 24, 24, 7, '#fff', `opacity="${i === 0 ? 0.85 : 0.18}"`)).join('') +
    title(160, 142, pageTitle, 26) + text(160, 166, sub, { size: 14, fill: C.muted }) +
    [['FY 2024', 852, 112], ['All regions', 976, 130]].map(([s, x, w]) => rect(x, 120, w, 36, 10, '#fff', `stroke="${C.line}"`) +
      text(x + 14, 143, s, { size: 14, weight: 600, fill: C.text }) + chevron(x + w - 18, 138)).join('') +
    body + rect(134, 664, 996, 36, 0, '#fff') + line(134, 664, 1130, 664) +
    tabs.map((s, i) => text(170 + i * 112, 687, s, { size: 14, weight: s === tab ? 700 : 500, fill: s === tab ? C.ink : C.muted }) +
      (s === tab ? rect(166 + i * 112, 664, 84, 3, 1.5, C.amber) : '')).join(''));
}
function kpi(x, y, w, label, value, delta, color, spark) {
  const neg = delta.startsWith('-');
  return card(x, y, w, 100, { r: 14 }) + rect(x, y + 22, 4, 56, 2, color) +
    text(x + 22, y + 34, label, { size: 14, weight: 600, fill: C.muted }) + text(x + 22, y + 76, value, { size: 29, weight: 800, fill: C.ink }) +
    rect(x + w - 80, y + 16, 64, 24, 12, neg ? C.rose : C.teal, 'fill-opacity=".12"') +
    text(x + w - 48, y + 33, delta, { size: 13, weight: 700, fill: neg ? C.rose : C.teal, anchor: 'middle' }) +
    (spark ? lineChart(x + w - 84, y + 56, 66, 26, spark, { color, width: 2.5, min: Math.min(...spark) }) : '');
}
const MONTHS = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];

// ---------- images ----------
const images = {};

images['harbor-coffee'] = () => doc(backdrop() + browser('harborcoffee.shop', shopNav() +
  `<clipPath id="hero"><rect x="100" y="178" width="1000" height="250" rx="22"/></clipPath>` + rect(100, 178, 1000, 250, 22, 'url(#gHero)') +
  `<g clip-path="url(#hero)">${circle(1000, 200, 140, C.violet, 'opacity=".35"') + cup(880, 318, 0.95)}</g>` +
  rect(140, 214, 124, 28, 14, C.amber, 'fill-opacity=".2"') + text(202, 233, 'NEW ROAST', { size: 13, weight: 800, fill: '#fcd34d', anchor: 'middle', extra: 'letter-spacing="1.5"' }) +
  text(140, 292, 'Freshly roasted,', { size: 44, weight: 800, fill: '#fff' }) + text(140, 344, 'every morning.', { size: 44, weight: 800, fill: '#fff' }) +
  button(140, 366, 160, 44, 'Shop beans', { fill: C.amber, color: C.ink }) + skel(320, 384, 120, 10, 'rgba(255,255,255,.3)') +
  bean(745, 380, 20) + bean(1030, 250, -35) + bean(1050, 390, 60, 0.8) +
  title(100, 472, 'Best sellers', 22) + text(1100, 472, 'View all', { size: 15, weight: 600, fill: C.indigo, anchor: 'end' }) +
  [['House Blend', '$18', '#d97706', '#fef3c7'], ['Ethiopia', '$22', C.indigo, '#e0e7ff'], ['Colombia', '$20', C.teal, '#ccfbf1'], ['Decaf', '$17', C.violet, '#ede9fe']]
    .map(([n, p, c, bg], i) => {
      const x = 100 + i * 256;
      return card(x, 492, 232, 192) + rect(x + 10, 502, 212, 104, 12, bg) + bag(x + 116, 552, 0.72, c) +
        text(x + 18, 636, n, { size: 17, weight: 700, fill: C.ink }) + stars(x + 24, 660, 5.5) +
        text(x + 150, 664, p, { size: 17, weight: 800, fill: C.indigo, anchor: 'end' }) +
        circle(x + 200, 652, 16, C.indigo) + plus(x + 200, 652);
    }).join('')));

images['harbor-coffee-checkout'] = () => {
  const field = (x, y, w, label, content = '') => text(x, y, label, { size: 13, weight: 600, fill: C.muted }) +
    rect(x, y + 10, w, 44, 10, '#fff', `stroke="${C.line}"`) + content;
  const items = [['House Blend', '$18.00', '#d97706', '#fef3c7'], ['Ethiopia', '$18.00', C.indigo, '#e0e7ff'], ['Filter papers', '$12.00', C.teal, '#ccfbf1']];
  return doc(backdrop() + browser('harborcoffee.shop/checkout', shopNav() + rect(70, 161, 1060, 540, 0, '#f8fafc') +
    title(100, 212, 'Checkout', 30) +
    ['Cart', 'Details', 'Payment'].map((s, i) => {
      const x = 830 + i * 120, done = i < 1, cur = i === 1, y = 190;
      return (i ? line(x - 100, y, x - 20, y, done || cur ? C.indigo : C.line, 3, 'stroke-linecap="round"') : '') +
        circle(x, y, 14, done || cur ? C.indigo : '#fff', cur || done ? '' : `stroke="${C.line}" stroke-width="2"`) +
        (done ? check(x, y, 0.9) : text(x, y + 5, String(i + 1), { size: 13, weight: 700, fill: cur ? '#fff' : C.faint, anchor: 'middle' })) +
        text(x, y + 32, s, { size: 13, weight: cur ? 700 : 500, fill: cur ? C.ink : C.muted, anchor: 'middle' });
    }).join('') +
    card(100, 240, 550, 440) + title(124, 278, 'Contact details', 18) +
    field(124, 304, 502, 'Email', skel(140, 336, 180, 10, '#cbd5e1')) +
    field(124, 380, 243, 'First name', skel(140, 412, 80, 10, '#cbd5e1')) + field(383, 380, 243, 'Last name', skel(399, 412, 100, 10, '#cbd5e1')) +
    field(124, 456, 502, 'Address', skel(140, 488, 240, 10, '#cbd5e1')) +
    title(124, 556, 'Payment', 18) +
    rect(124, 572, 502, 56, 12, '#eef2ff', `stroke="${C.indigo}" stroke-width="2"`) + circle(150, 600, 9, '#fff', `stroke="${C.indigo}" stroke-width="2"`) +
    circle(150, 600, 4.5, C.indigo) + rect(172, 589, 38, 24, 5, 'url(#gIndigo)') + rect(178, 595, 10, 8, 2, '#fcd34d') +
    text(224, 606, '•••• 4242', { size: 16, weight: 700, fill: C.ink }) + text(604, 606, '12/27', { size: 14, fill: C.muted, anchor: 'end' }) +
    skel(124, 650, 200, 8) +
    card(674, 240, 426, 440) + title(698, 278, 'Order summary', 18) +
    items.map(([n, p, c, bg], i) => {
      const y = 300 + i * 66;
      return rect(698, y, 52, 52, 12, bg) + bag(724, y + 24, 0.36, c) + text(766, y + 22, n, { size: 15, weight: 700, fill: C.ink }) +
        text(766, y + 42, 'Qty 1', { size: 13, fill: C.muted }) + text(1076, y + 31, p, { size: 15, weight: 700, fill: C.ink, anchor: 'end' });
    }).join('') + line(698, 506, 1076, 506) +
    text(698, 534, 'Subtotal', { size: 15, fill: C.muted }) + text(1076, 534, '$48.00', { size: 15, fill: C.text, anchor: 'end' }) +
    text(698, 560, 'Shipping', { size: 15, fill: C.muted }) + text(1076, 560, '$6.00', { size: 15, fill: C.text, anchor: 'end' }) +
    line(698, 574, 1076, 574) + title(698, 604, 'Total', 20) + text(1076, 604, '$54.00', { size: 22, weight: 800, fill: C.ink, anchor: 'end' }) +
    rect(698, 620, 378, 48, 12, 'url(#gIndigo)') + text(887, 650, 'Place order', { size: 17, weight: 700, fill: '#fff', anchor: 'middle' })));
};

images['harbor-coffee-mobile'] = () => {
  const phone = (x, y, w, h, id, screen) => rect(x, y, w, h, 50, '#0f172a', 'filter="url(#shMd)"') +
    `<clipPath id="${id}"><rect x="${x + 11}" y="${y + 11}" width="${w - 22}" height="${h - 22}" rx="40"/></clipPath>` +
    `<g clip-path="url(#${id})">${rect(x, y, w, h, 0, '#f8fafc')}${screen}</g>` + rect(x + w / 2 - 48, y + 22, 96, 28, 14, '#0f172a');
  const front = text(372, 82, '9:41', { size: 15, weight: 700, fill: C.ink }) + rect(604, 71, 26, 12, 3, 'none', `stroke="${C.ink}" stroke-width="1.5"`) + rect(606, 73, 18, 8, 1.5, C.ink) +
    title(366, 140, 'Harbor Coffee', 20) + circle(630, 133, 19, '#fff', 'filter="url(#shSm)"') +
    rect(623, 130, 14, 11, 3, 'none', `stroke="${C.ink}" stroke-width="2"`) +
    `<path d="M626,130 v-2 a4,4 0 0 1 8,0 v2" fill="none" stroke="${C.ink}" stroke-width="2"/>` + circle(644, 118, 8, C.indigo) +
    text(644, 122, '2', { size: 11, weight: 700, fill: '#fff', anchor: 'middle' }) +
    rect(362, 162, 276, 40, 12, '#fff', `stroke="${C.line}"`) + circle(384, 181, 6, 'none', `stroke="${C.faint}" stroke-width="2"`) +
    line(388, 185, 392, 189, C.faint, 2) + skel(402, 177, 110, 8) +
    `<clipPath id="hero"><rect x="362" y="216" width="276" height="130" rx="18"/></clipPath>` + rect(362, 216, 276, 130, 18, 'url(#gHero)') +
    `<g clip-path="url(#hero)">${cup(578, 286, 0.46)}</g>` + text(382, 258, 'Fresh roast', { size: 22, weight: 800, fill: '#fff' }) +
    skel(382, 270, 100, 8, 'rgba(255,255,255,.35)') + button(382, 298, 86, 32, 'Shop', { fill: C.amber, color: C.ink, size: 14 }) +
    [['All', 58, true], ['Beans', 78], ['Gear', 68], ['Cups', 68]].reduce((acc, [s, w, on]) => {
      acc.out += button(acc.x, 362, w, 32, s, { fill: on ? C.indigo : '#fff', color: on ? '#fff' : C.ink, size: 14, weight: 600, stroke: on ? null : C.line });
      acc.x += w + 8; return acc;
    }, { x: 362, out: '' }).out +
    [['House Blend', '$18', '#d97706', '#fef3c7'], ['Ethiopia', '$22', C.indigo, '#e0e7ff'], ['Colombia', '$20', C.teal, '#ccfbf1'], ['Decaf', '$17', C.violet, '#ede9fe']]
      .map(([n, p, c, bg], i) => {
        const x = 362 + (i % 2) * 144, y = 410 + Math.floor(i / 2) * 154;
        return card(x, y, 132, 142, { r: 16 }) + rect(x + 8, y + 8, 116, 76, 12, bg) + bag(x + 66, y + 44, 0.5, c) +
          text(x + 12, y + 106, n, { size: 14, weight: 700, fill: C.ink }) + text(x + 12, y + 128, p, { size: 15, weight: 800, fill: C.indigo }) +
          circle(x + 108, y + 122, 12, C.indigo) + plus(x + 108, y + 122, 5, '#fff', 2);
      }).join('') +
    rect(342, 630, 316, 80, 0, '#fff') + line(342, 630, 658, 630) +
    [382, 462, 542, 622].map((x, i) => i === 0
      ? `<path d="M${x - 10},666 v-12 l10,-8 l10,8 v12 z" fill="${C.indigo}"/>` + circle(x, 676, 2.5, C.indigo)
      : i === 1 ? circle(x - 2, 656, 8, 'none', `stroke="${C.faint}" stroke-width="2.4"`) + line(x + 4, 662, x + 9, 667, C.faint, 2.4)
        : i === 2 ? `<path d="M${x},668 l-10,-10 a5.5,5.5 0 0 1 10,-6 a5.5,5.5 0 0 1 10,6 z" fill="none" stroke="${C.faint}" stroke-width="2.4" stroke-linejoin="round"/>`
          : circle(x, 652, 6, 'none', `stroke="${C.faint}" stroke-width="2.4"`) + `<path d="M${x - 10},668 a10,8 0 0 1 20,0" fill="none" stroke="${C.faint}" stroke-width="2.4"/>`).join('') +
    rect(440, 694, 120, 5, 2.5, C.ink);
  const back = rect(731, 101, 278, 300, 0, '#fef3c7') + circle(870, 240, 100, C.amber, 'opacity=".25"') + bag(870, 232, 1.45, '#d97706') +
    circle(766, 142, 18, '#fff') + `<path d="M770,134 l-8,8 l8,8" fill="none" stroke="${C.ink}" stroke-width="2.5" stroke-linecap="round"/>` +
    circle(974, 142, 18, '#fff') + `<path d="M974,150 l-8,-8 a4.5,4.5 0 0 1 8,-5 a4.5,4.5 0 0 1 8,5 z" fill="${C.rose}"/>` +
    rect(731, 370, 278, 320, 28, '#fff') + title(755, 414, 'House Blend', 24) + text(755, 440, 'Medium roast', { size: 14, fill: C.muted }) +
    stars(762, 466, 7) + text(852, 471, '4.9', { size: 14, weight: 700, fill: C.ink }) +
    [['250g', true], ['500g'], ['1kg']].map(([s, on], i) => button(755 + i * 78, 490, 68, 34, s, { fill: on ? C.ink : '#fff', color: on ? '#fff' : C.ink, size: 14, weight: 600, stroke: on ? null : C.line })).join('') +
    skel(755, 546, 220, 8) + skel(755, 562, 170, 8) +
    text(755, 622, '$18.00', { size: 24, weight: 800, fill: C.ink }) + rect(868, 594, 122, 46, 14, 'url(#gIndigo)') +
    text(929, 623, 'Add to cart', { size: 15, weight: 700, fill: '#fff', anchor: 'middle' });
  return doc(backdrop() + `<g transform="rotate(7 870 385)">${phone(720, 90, 300, 590, 'ph2', back)}</g>` +
    phone(330, 40, 340, 670, 'ph1', front) +
    card(104, 176, 250, 74, { r: 18, shadow: 'shMd' }) + circle(140, 213, 18, C.teal) + check(140, 213) +
    text(170, 208, 'Added to cart', { size: 17, weight: 700, fill: C.ink }) + text(170, 230, 'House Blend, 250g', { size: 13, fill: C.muted }) +
    card(130, 470, 190, 96, { r: 18, shadow: 'shMd' }) + text(152, 516, '4.9', { size: 36, weight: 800, fill: C.ink }) +
    text(220, 506, 'Customer', { size: 13, fill: C.muted }) + text(220, 523, 'rating', { size: 13, fill: C.muted }) + stars(158, 544, 7));
};

images['sales-dashboard'] = () => {
  const rev = [42, 48, 45, 56, 61, 58, 66, 72, 69, 78, 86, 94];
  const orders = [30, 34, 31, 38, 44, 41, 47, 52, 49, 57, 61, 66];
  return doc(backdrop() + pbi('Sales Performance', 'FY 2024 · Updated daily', 'Overview',
    [['Revenue', '$4.2M', '+12.4%', C.indigo, rev], ['Orders', '18.4K', '+8.1%', C.teal, orders], ['Avg. order', '$228', '+3.9%', C.violet, [5, 6, 5, 7, 6, 8, 8]], ['Margin', '31.2%', '-0.8%', C.amber, [9, 8, 9, 7, 8, 7, 6]]]
      .map(([l, v, d, c, s], i) => kpi(160 + i * 241, 182, 221, l, v, d, c, s)).join('') +
    card(160, 300, 440, 350, { r: 14 }) + title(182, 334, 'Revenue by month') + text(578, 334, '$K', { size: 13, fill: C.faint, anchor: 'end' }) +
    grid(182, 370, 396, 220, 4) + bars(186, 370, 388, 220, rev, { gap: 11, hi: 11, max: 100 }) +
    MONTHS.map((m, i) => text(186 + 14 + i * 33.2, 614, m, { size: 12, weight: 600, fill: C.faint, anchor: 'middle' })).join('') +
    card(620, 300, 484, 170, { r: 14 }) + title(642, 334, 'Orders trend') +
    circle(968, 329, 5, '#14b8a6') + text(980, 334, 'This year', { size: 13, fill: C.muted }) +
    grid(642, 352, 440, 96, 3) + lineChart(642, 360, 440, 88, [22, 28, 26, 34, 31, 38, 35, 44, 41, 48, 52, 58], { color: C.faint, width: 2, min: 10, max: 70 }) +
    lineChart(642, 352, 440, 96, orders, { color: '#14b8a6', area: 'fTeal', min: 20, max: 70 }) +
    card(620, 484, 484, 166, { r: 14 }) + title(642, 516, 'Revenue by country') +
    dotMap(648, 528, 430, 112, '#c7d2fe') +
    [[0.2, 0.35, 17, C.indigo], [0.5, 0.3, 11, C.violet], [0.72, 0.4, 14, C.teal], [0.27, 0.75, 8, C.amber], [0.86, 0.8, 7, C.amber]]
      .map(([u, v, r, c]) => circle(648 + u * 430, 528 + v * 112, r, c, 'fill-opacity=".35"') + circle(648 + u * 430, 528 + v * 112, r / 2.6, c)).join('')));
};

images['sales-dashboard-regions'] = () => {
  const regions = [['North', 34, C.indigo, '$1.43M', '6,210', '+18%', 0.92], ['East', 27, '#14b8a6', '$1.12M', '4,950', '+12%', 0.8],
    ['South', 23, C.violet, '$0.97M', '4,380', '+9%', 0.71], ['West', 16, C.amber, '$0.68M', '2,860', '-3%', 0.48]];
  const cols = [182, 360, 530, 680, 830];
  return doc(backdrop() + pbi('Regional Breakdown', 'FY 2024 · Revenue by sales region', 'Regions',
    card(160, 182, 420, 262, { r: 14 }) + title(182, 216, 'Revenue share') +
    donut(282, 322, 76, 26, regions.map(([, v, color]) => ({ v, color }))) +
    text(282, 322, '$4.2M', { size: 22, weight: 800, fill: C.ink, anchor: 'middle' }) + text(282, 344, 'total', { size: 13, fill: C.muted, anchor: 'middle' }) +
    regions.map(([n, v, c], i) => circle(410, 266 + i * 38, 6, c) + text(426, 271 + i * 38, n, { size: 15, weight: 600, fill: C.text }) +
      text(556, 271 + i * 38, `${v}%`, { size: 15, weight: 700, fill: C.ink, anchor: 'end' })).join('') +
    card(600, 182, 504, 262, { r: 14 }) + title(622, 216, 'Growth vs. target') +
    regions.map(([n, , c, , , g, t], i) => {
      const y = 244 + i * 46;
      return text(622, y + 20, n, { size: 15, weight: 600, fill: C.text }) + rect(700, y + 6, 320, 20, 10, C.soft) +
        rect(700, y + 6, 320 * t, 20, 10, c) + line(700 + 320 * 0.85, y, 700 + 320 * 0.85, y + 32, C.ink, 2, 'stroke-dasharray="3 3"') +
        text(1082, y + 21, g, { size: 15, weight: 700, fill: g.startsWith('-') ? C.rose : C.teal, anchor: 'end' });
    }).join('') +
    card(160, 462, 944, 188, { r: 14 }) +
    `<path d="M160,502 V476 a14,14 0 0 1 14,-14 H1090 a14,14 0 0 1 14,14 V502 Z" fill="#eef2ff"/>` +
    ['Region', 'Revenue', 'Orders', 'Growth', 'Target'].map((h, i) => text(cols[i], 488, h, { size: 13, weight: 700, fill: C.muted })).join('') +
    regions.map(([n, , c, r, o, g, t], i) => {
      const y = 502 + i * 37, neg = g.startsWith('-');
      return (i ? line(176, y, 1088, y, C.soft) : '') + circle(cols[0] + 5, y + 19, 5, c) +
        text(cols[0] + 18, y + 24, n, { size: 15, weight: 600, fill: C.ink }) + text(cols[1], y + 24, r, { size: 15, fill: C.text }) +
        text(cols[2], y + 24, o, { size: 15, fill: C.text }) + rect(cols[3], y + 8, 56, 22, 11, neg ? C.rose : C.teal, 'fill-opacity=".12"') +
        text(cols[3] + 28, y + 24, g, { size: 13, weight: 700, fill: neg ? C.rose : C.teal, anchor: 'middle' }) +
        rect(cols[4], y + 15, 200, 8, 4, C.soft) + rect(cols[4], y + 15, 200 * t, 8, 4, c) +
        text(1080, y + 24, `${Math.round(t * 100)}%`, { size: 14, weight: 600, fill: C.muted, anchor: 'end' });
    }).join('')));
};

images['hr-analytics'] = () => {
  const depts = ['Eng', 'Sales', 'Ops', 'Support', 'Finance'];
  const m = [[312, 326, 341, 358], [188, 194, 201, 197], [142, 139, 146, 151], [121, 128, 124, 132], [64, 66, 65, 69]];
  return doc(backdrop() + pbi('Workforce Analytics', 'People & HR · Last 12 months', 'HR',
    [['Headcount', '1,248', '+4.6%', C.indigo], ['Attrition', '8.6%', '-1.2%', C.rose], ['Avg. tenure', '4.2y', '+0.3', C.teal], ['Open roles', '37', '+5', C.amber]]
      .map(([l, v, d, c], i) => kpi(160 + i * 241, 182, 221, l, v, d, c, [[3, 4, 4, 5, 6, 6, 7], [7, 6, 7, 5, 5, 4, 4], [4, 4, 5, 5, 5, 6, 6], [3, 5, 4, 6, 5, 7, 8]][i])).join('') +
    card(160, 300, 540, 350, { r: 14 }) + title(182, 334, 'Attrition vs. hiring') +
    circle(500, 329, 5, C.indigo) + text(512, 334, 'Attrition', { size: 13, fill: C.muted }) +
    circle(594, 329, 5, '#14b8a6') + text(606, 334, 'Hires', { size: 13, fill: C.muted }) +
    grid(182, 370, 496, 220, 4) +
    lineChart(190, 370, 480, 220, [28, 34, 30, 38, 42, 40, 47, 52, 49, 55, 58, 62], { color: '#14b8a6', area: 'fTeal', min: 0, max: 80 }) +
    lineChart(190, 370, 480, 220, [48, 44, 46, 40, 42, 36, 34, 37, 30, 28, 31, 26], { color: C.indigo, width: 3.5, min: 0, max: 80 }) +
    circle(670, 370 + 220 - (26 / 80) * 220, 6, '#fff', `stroke="${C.indigo}" stroke-width="3"`) +
    MONTHS.map((mm, i) => text(190 + i * (480 / 11), 614, mm, { size: 12, weight: 600, fill: C.faint, anchor: 'middle' })).join('') +
    card(720, 300, 384, 350, { r: 14 }) + title(742, 334, 'Headcount by dept.') +
    ['Q1', 'Q2', 'Q3', 'Q4'].map((q, j) => text(860 + j * 60 + 27, 370, q, { size: 13, weight: 700, fill: C.muted, anchor: 'middle' })).join('') +
    depts.map((d, i) => text(742, 408 + i * 50, d, { size: 14, weight: 600, fill: C.text }) +
      m[i].map((v, j) => {
        const t = Math.min(1, v / 360), dark = t > 0.55;
        return rect(860 + j * 60, 384 + i * 50, 54, 42, 8, C.indigo, `fill-opacity="${f(0.1 + t * 0.85)}"`) +
          text(860 + j * 60 + 27, 410 + i * 50, String(v), { size: 14, weight: 700, fill: dark ? '#fff' : C.ink, anchor: 'middle' });
      }).join('')).join('')));
};

images['clinic-booking'] = () => {
  const docs = [['Dr. Patel', 'General practice', C.teal], ['Dr. Moreno', 'Dermatology', C.violet], ['Dr. Chen', 'Pediatrics', C.amber]];
  const slots = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30'];
  let cal = '';
  for (let d = 1; d <= 31; d++) {
    const idx = d + 2, col = idx % 7, row = Math.floor(idx / 7), cx = 466 + col * 48, cy = 296 + row * 50;
    const weekend = col > 4, past = d < 12, sel = d === 14, avail = !weekend && !past && ![20, 27].includes(d);
    cal += (sel ? circle(cx, cy - 5, 20, 'url(#gTeal)') : d === 12 ? circle(cx, cy - 5, 20, 'none', `stroke="${C.teal}" stroke-width="2"`) : '') +
      text(cx, cy, String(d), { size: 15, weight: sel || avail ? 700 : 500, fill: sel ? '#fff' : past || weekend ? '#cbd5e1' : avail ? C.ink : C.faint, anchor: 'middle' }) +
      (avail && !sel ? circle(cx, cy + 9, 2.5, '#14b8a6') : '');
  }
  return doc(backdrop() + browser('northside-clinic.com/book', clinicLogo(112, 127) + title(140, 134, 'Northside Clinic', 20) +
    text(960, 133, 'My bookings', { size: 15, weight: 600, fill: C.muted, anchor: 'end' }) + avatar(1086, 127, 20, C.indigo) +
    line(70, 160, 1130, 160) + rect(70, 161, 1060, 540, 0, '#f8fafc') +
    card(100, 180, 300, 496) + title(122, 216, 'Choose a doctor', 18) +
    docs.map(([n, s, c], i) => {
      const y = 234 + i * 82;
      return rect(118, y, 264, 70, 14, i ? '#fff' : '#f0fdfa', `stroke="${i ? C.line : '#14b8a6'}" ${i ? '' : 'stroke-width="2"'}`) +
        avatar(154, y + 35, 22, c) + text(188, y + 30, n, { size: 16, weight: 700, fill: C.ink }) + text(188, y + 51, s, { size: 13, fill: C.muted }) +
        (i ? '' : circle(358, y + 35, 11, C.teal) + check(358, y + 35, 0.75));
    }).join('') +
    title(122, 508, 'Visit type', 15) + button(122, 522, 124, 40, 'In person', { fill: '#ccfbf1', color: '#0f766e', size: 14 }) +
    button(256, 522, 124, 40, 'Video call', { fill: '#fff', color: C.muted, size: 14, weight: 600, stroke: C.line }) +
    rect(122, 584, 258, 70, 14, '#eef2ff') + circle(152, 619, 14, C.indigo) + check(152, 619, 0.7) +
    text(176, 614, 'Insurance', { size: 14, weight: 700, fill: C.ink }) + text(176, 633, 'accepted', { size: 14, fill: C.muted }) +
    card(420, 180, 370, 496) + title(444, 216, 'May 2025', 20) +
    [722, 758].map((x, i) => circle(x, 210, 14, '#fff', `stroke="${C.line}"`) + `<path d="M${x + (i ? -2 : 2)},204 l${i ? 5 : -5},6 l${i ? -5 : 5},6" fill="none" stroke="${C.text}" stroke-width="2" stroke-linecap="round"/>`).join('') +
    ['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((s, i) => text(466 + i * 48, 254, s, { size: 13, weight: 700, fill: C.faint, anchor: 'middle' })).join('') + cal +
    line(444, 560, 766, 560) + circle(450, 592, 4, '#14b8a6') + text(462, 597, 'Available', { size: 13, fill: C.muted }) +
    circle(560, 592, 4, '#cbd5e1') + text(572, 597, 'Fully booked', { size: 13, fill: C.muted }) +
    rect(444, 614, 322, 44, 12, '#f0fdfa') + text(462, 641, '30 min visit · In person', { size: 14, weight: 600, fill: '#0f766e' }) +
    card(810, 180, 290, 496) + title(834, 216, 'Available times', 18) + text(834, 240, 'Wednesday, 14 May', { size: 14, fill: C.muted }) +
    slots.map((s, i) => {
      const x = 834 + (i % 2) * 124, y = 260 + Math.floor(i / 2) * 54, sel = s === '10:30', off = ['09:30', '14:00'].includes(s);
      return rect(x, y, 114, 42, 12, sel ? 'url(#gTeal)' : off ? C.soft : '#fff', sel || off ? '' : `stroke="${C.line}"`) +
        text(x + 57, y + 27, s, { size: 16, weight: 700, fill: sel ? '#fff' : off ? '#cbd5e1' : C.ink, anchor: 'middle', extra: off ? 'text-decoration="line-through"' : '' });
    }).join('') + line(834, 548, 1076, 548) +
    text(834, 580, 'Dr. Patel', { size: 15, weight: 700, fill: C.ink }) + text(1076, 580, '10:30', { size: 15, weight: 700, fill: C.teal, anchor: 'end' }) +
    rect(834, 604, 242, 50, 14, 'url(#gTeal)') + text(955, 635, 'Confirm booking', { size: 17, weight: 700, fill: '#fff', anchor: 'middle' })));
};

images['clinic-booking-admin'] = () => {
  const col = { teal: ['#14b8a6', '#0f766e'], indigo: [C.indigo, '#3730a3'], violet: [C.violet, '#5b21b6'], amber: [C.amber, '#92400e'] };
  const appts = [[0, 8.5, 1, 'Check-up', 'teal'], [0, 10, 1.5, 'Physio', 'violet'], [0, 13, 1, 'Dental', 'amber'], [0, 14.5, 1, 'Lab work', 'indigo'],
    [1, 9, 1, 'Follow-up', 'indigo'], [1, 11, 1, 'Check-up', 'teal'], [1, 14, 1.5, 'Physio', 'violet'],
    [2, 8, 1, 'Dental', 'amber'], [2, 10.5, 1, 'Check-up', 'teal'], [2, 12.5, 1, 'Lab work', 'indigo'], [2, 15, 1, 'Follow-up', 'indigo'],
    [3, 9.5, 1.5, 'Physio', 'violet'], [3, 13, 1, 'Check-up', 'teal'], [3, 14.5, 1, 'Dental', 'amber'],
    [4, 8.5, 1, 'Lab work', 'indigo'], [4, 10, 1, 'Check-up', 'teal'], [4, 12.5, 1, 'Follow-up', 'indigo'], [4, 14, 1.5, 'Physio', 'violet']];
  const gx = 356, gy = 250, cw = 150, rh = 49;
  const hh = (h) => `${String(Math.floor(h)).padStart(2, '0')}:${h % 1 ? '30' : '00'}`;
  return doc(backdrop() + browser('northside-clinic.com/admin/schedule', rect(70, 94, 206, 606, 0, '#f8fafc') + line(276, 94, 276, 700) +
    clinicLogo(108, 130) + title(134, 137, 'Northside', 18) +
    ['Schedule', 'Patients', 'Doctors', 'Reports', 'Settings'].map((s, i) => {
      const y = 176 + i * 48;
      return (i ? '' : rect(86, y, 174, 40, 10, '#ccfbf1')) + rect(102, y + 11, 18, 18, 5, i ? '#cbd5e1' : C.teal) +
        text(134, y + 26, s, { size: 15, weight: i ? 500 : 700, fill: i ? C.muted : '#0f766e' });
    }).join('') + avatar(108, 660, 18, C.indigo) + text(136, 656, 'Admin', { size: 14, weight: 700, fill: C.ink }) + skel(136, 666, 70, 7) +
    title(300, 138, 'Schedule', 26) + text(300, 164, 'Week of 12 May 2025 · 18 appointments', { size: 14, fill: C.muted }) +
    rect(820, 118, 150, 38, 10, '#fff', `stroke="${C.line}"`) + text(845, 142, 'Week', { size: 14, weight: 700, fill: C.ink }) + chevron(950, 137) +
    rect(984, 118, 126, 38, 10, 'url(#gTeal)') + plus(1004, 137, 6) + text(1020, 142, 'New visit', { size: 14, weight: 700, fill: '#fff' }) +
    ['Mon 12', 'Tue 13', 'Wed 14', 'Thu 15', 'Fri 16'].map((d, i) => (i === 2 ? rect(gx + i * cw + 30, 198, 90, 30, 15, '#ccfbf1') : '') +
      text(gx + i * cw + cw / 2, 218, d, { size: 14, weight: 700, fill: i === 2 ? '#0f766e' : C.text, anchor: 'middle' })).join('') +
    Array.from({ length: 9 }, (_, i) => line(gx, gy + i * rh, gx + 5 * cw, gy + i * rh, C.soft) +
      text(gx - 12, gy + i * rh + 5, hh(8 + i), { size: 12, weight: 600, fill: C.faint, anchor: 'end' })).join('') +
    Array.from({ length: 6 }, (_, i) => line(gx + i * cw, gy - 10, gx + i * cw, 700, C.soft)).join('') +
    appts.map(([d, s, dur, label, k]) => {
      const x = gx + d * cw + 5, y = gy + (s - 8) * rh + 3, h = dur * rh - 6;
      return rect(x, y, cw - 10, h, 8, '#fff') + rect(x, y, cw - 10, h, 8, col[k][0], 'fill-opacity=".14"') + rect(x, y, 4, h, 2, col[k][0]) +
        text(x + 14, y + 19, label, { size: 13, weight: 700, fill: col[k][1] }) + text(x + 14, y + 36, `${hh(s)} - ${hh(s + dur)}`, { size: 12, fill: C.muted });
    }).join('') +
    line(gx, gy + 4.25 * rh, gx + 5 * cw, gy + 4.25 * rh, C.rose, 2) + circle(gx, gy + 4.25 * rh, 5, C.rose)));
};

images['block-theme'] = () => {
  const ico = (x, y, d) => `<path transform="translate(${x} ${y})" d="${d}" fill="none" stroke="#1e1e1e" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
  const thumbs = [
    ['Hero', rect(90, 246, 220, 110, 10, 'url(#gHero)') + skel(108, 274, 120, 12, '#fff') + skel(108, 294, 90, 7, 'rgba(255,255,255,.4)') + rect(108, 316, 60, 20, 10, C.amber) + circle(270, 290, 30, C.violet, 'opacity=".6"')],
    ['Features', rect(90, 392, 220, 110, 10, '#fff', `stroke="${C.wp}" stroke-width="2"`) + [0, 1, 2].map((i) => rect(104 + i * 68, 412, 58, 72, 8, C.soft) +
      circle(120 + i * 68, 430, 8, [C.indigo, '#14b8a6', C.amber][i]) + skel(112 + i * 68, 448, 40, 6, '#cbd5e1') + skel(112 + i * 68, 460, 30, 5)).join('')],
    ['Call to action', rect(90, 538, 220, 110, 10, 'url(#gTeal)') + skel(140, 570, 120, 12, '#fff') + skel(155, 590, 90, 7, 'rgba(255,255,255,.45)') + rect(170, 610, 60, 20, 10, '#fff')],
  ];
  return doc(backdrop() + browser('harbor-theme.local/wp-admin/site-editor.php',
    rect(70, 94, 56, 56, 0, '#1e1e1e') + circle(98, 122, 16, 'none', 'stroke="#fff" stroke-width="2"') +
    text(98, 129, 'W', { size: 18, weight: 800, fill: '#fff', anchor: 'middle' }) + rect(140, 106, 32, 32, 6, C.wp) + plus(156, 122, 7) +
    ico(190, 112, 'M4,16 L14,6 l4,4 L8,20 H4 Z') + ico(226, 112, 'M2,8 h11 a5,5 0 0 1 0,10 h-4 M6,4 L2,8 L6,12') +
    ico(262, 112, 'M18,8 h-11 a5,5 0 0 0 0,10 h4 M14,4 L18,8 L14,12') +
    rect(470, 107, 260, 30, 8, '#f0f0f0') + text(600, 127, 'Home · Template', { size: 14, weight: 600, fill: '#1e1e1e', anchor: 'middle' }) +
    circle(972, 122, 10, 'none', 'stroke="#1e1e1e" stroke-width="2"') + `<path d="M972,112 a10,10 0 0 1 0,20 Z" fill="#1e1e1e"/>` +
    rect(998, 112, 22, 20, 3, 'none', 'stroke="#1e1e1e" stroke-width="2"') + rect(1011, 112, 9, 20, 0, '#1e1e1e') +
    rect(1038, 107, 76, 32, 6, C.wp) + text(1076, 128, 'Save', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' }) +
    line(70, 150, 1130, 150, '#e0e0e0') +
    rect(70, 151, 260, 550, 0, '#fff') + line(330, 151, 330, 700, '#e0e0e0') + title(90, 182, 'Patterns', 16) +
    rect(90, 198, 220, 32, 6, '#f0f0f0') + circle(106, 213, 5, 'none', 'stroke="#757575" stroke-width="1.8"') + line(110, 217, 114, 221, '#757575', 1.8) + skel(122, 209, 80, 8, '#d4d4d8') +
    thumbs.map(([n, svg], i) => svg + text(90, 376 + i * 146, n, { size: 13, weight: 600, fill: '#1e1e1e' })).join('') +
    rect(331, 151, 538, 550, 0, '#e9ebf2') + rect(360, 172, 480, 560, 4, '#fff', 'filter="url(#shSm)"') +
    circle(384, 200, 9, C.amber) + text(400, 205, 'Harbor', { size: 15, weight: 800, fill: C.ink }) + [0, 1, 2].map((i) => skel(696 + i * 44, 196, 34, 8, '#cbd5e1')).join('') +
    `<clipPath id="bhero"><rect x="360" y="224" width="480" height="170"/></clipPath>` + rect(360, 224, 480, 170, 0, 'url(#gHero)') +
    `<g clip-path="url(#bhero)">${circle(800, 250, 90, C.violet, 'opacity=".5"') + circle(770, 360, 50, '#14b8a6', 'opacity=".35"')}</g>` +
    text(390, 288, 'Build with blocks', { size: 30, weight: 800, fill: '#fff' }) + skel(390, 304, 220, 8, 'rgba(255,255,255,.4)') +
    skel(390, 318, 170, 8, 'rgba(255,255,255,.4)') + button(390, 338, 124, 34, 'Get started', { fill: C.amber, color: C.ink, size: 14 }) +
    [0, 1, 2].map((i) => {
      const x = 384 + i * 148;
      return rect(x, 424, 136, 124, 10, '#f8fafc') + circle(x + 26, 452, 14, [C.indigo, '#14b8a6', C.amber][i], 'fill-opacity=".18"') +
        circle(x + 26, 452, 6, [C.indigo, '#14b8a6', C.amber][i]) + skel(x + 14, 480, 90, 10, '#94a3b8') + skel(x + 14, 500, 106, 7) + skel(x + 14, 514, 80, 7);
    }).join('') +
    rect(374, 414, 452, 144, 2, 'none', `stroke="${C.wp}" stroke-width="2"`) +
    rect(374, 374, 178, 36, 4, '#fff', 'stroke="#1e1e1e" stroke-width="1.2"') +
    [0, 1, 2].map((i) => rect(386 + i * 7, 384, 5, 16, 1, '#1e1e1e')).join('') + line(418, 378, 418, 406, '#e0e0e0') +
    [0, 1, 2].map((i) => circle(430, 385 + i * 7, 1.6, '#1e1e1e') + circle(436, 385 + i * 7, 1.6, '#1e1e1e')).join('') +
    chevron(456, 390, '#1e1e1e') + line(474, 378, 474, 406, '#e0e0e0') + rect(486, 385, 16, 14, 2, 'none', 'stroke="#1e1e1e" stroke-width="2"') +
    [0, 1, 2].map((i) => circle(518 + i * 7, 392, 1.8, '#1e1e1e')).join('') +
    circle(600, 572, 12, '#1e1e1e') + plus(600, 572, 5, '#fff', 2) +
    skel(390, 596, 420, 8) + skel(390, 612, 400, 8) + skel(390, 628, 300, 8) + rect(390, 652, 420, 120, 8, '#e0e7ff') +
    rect(870, 151, 260, 550, 0, '#fff') + line(870, 151, 870, 700, '#e0e0e0') +
    text(900, 180, 'Page', { size: 14, weight: 500, fill: '#757575' }) + text(960, 180, 'Block', { size: 14, weight: 700, fill: '#1e1e1e' }) +
    rect(956, 194, 46, 3, 0, C.wp) + line(870, 196, 1130, 196, '#e0e0e0') +
    [0, 1, 2].map((i) => rect(890 + i * 8, 218, 6, 20, 1.5, C.wp)).join('') + title(928, 234, 'Columns', 16, '#1e1e1e') +
    skel(890, 254, 200, 7) + skel(890, 268, 150, 7) + line(870, 292, 1130, 292, '#e0e0e0') +
    title(890, 322, 'Color', 14, '#1e1e1e') +
    [C.indigo, C.violet, '#14b8a6', C.amber, C.ink, '#fff'].map((c, i) => (i === 0 ? circle(904, 352, 18, 'none', `stroke="${C.indigo}" stroke-width="2"`) : '') +
      circle(904 + i * 38, 352, 14, c, i === 5 ? `stroke="${C.line}"` : '')).join('') + line(870, 388, 1130, 388, '#e0e0e0') +
    title(890, 418, 'Typography', 14, '#1e1e1e') + rect(890, 432, 220, 36, 6, 'none', 'stroke="#d4d4d8"') +
    ['S', 'M', 'L', 'XL'].map((s, i) => (i === 1 ? rect(892 + i * 55, 434, 53, 32, 5, '#1e1e1e') : '') +
      text(918 + i * 55, 455, s, { size: 13, weight: 700, fill: i === 1 ? '#fff' : '#1e1e1e', anchor: 'middle' })).join('') + line(870, 488, 1130, 488, '#e0e0e0') +
    title(890, 518, 'Spacing', 14, '#1e1e1e') + rect(890, 540, 220, 4, 2, '#e0e0e0') + rect(890, 540, 96, 4, 2, C.wp) +
    circle(986, 542, 9, '#fff', `stroke="${C.wp}" stroke-width="2.5"`) + line(870, 576, 1130, 576, '#e0e0e0') +
    title(890, 606, 'Layout', 14, '#1e1e1e') + text(890, 642, 'Stack on mobile', { size: 14, fill: '#1e1e1e' }) +
    rect(1072, 626, 38, 22, 11, C.wp) + circle(1099, 637, 7, '#fff')));
};

images['api-gateway'] = () => {
  const routes = [['GET', '/v1/orders', '#2dd4bf'], ['POST', '/v1/orders', '#818cf8'], ['GET', '/v1/users', '#2dd4bf'], ['PUT', '/v1/users/:id', '#fbbf24'],
    ['GET', '/v1/catalog', '#2dd4bf'], ['DEL', '/v1/carts/:id', '#fb7185'], ['GET', '/health', '#2dd4bf']];
  const p50 = [38, 41, 36, 40, 44, 39, 42, 47, 43, 40, 45, 48, 44, 41, 46, 52, 49, 58, 47, 44, 42, 45, 41, 39];
  const p95 = [110, 118, 104, 115, 126, 112, 121, 134, 124, 116, 129, 138, 127, 119, 133, 148, 141, 212, 139, 128, 122, 131, 120, 114];
  const [cx, cy, cw, ch] = [344, 304, 742, 162];
  const [sx, sy] = chartPts(cx, cy, cw, ch, p95, 0, 240)[17];
  const logs = [['12:04:31', '200', 'GET', '/v1/orders?page=2', '38 ms', '#2dd4bf'], ['12:04:31', '201', 'POST', '/v1/orders', '112 ms', '#2dd4bf'],
    ['12:04:32', '200', 'GET', '/v1/catalog', '41 ms', '#2dd4bf'], ['12:04:33', '429', 'GET', '/v1/users', '4 ms', '#fbbf24'],
    ['12:04:33', '200', 'PUT', '/v1/users/981', '64 ms', '#2dd4bf'], ['12:04:34', '502', 'DEL', '/v1/carts/77', '212 ms', '#fb7185']];
  const dim = '#1e293b', panel = '#111a2e';
  return doc(backdrop(1200, 750, true) + browser('console.gateway.dev/routes/orders', rect(70, 94, 232, 606, 0, '#0b1222') + line(302, 94, 302, 700, dim) +
    text(92, 130, 'ROUTES', { size: 13, weight: 700, fill: '#64748b', extra: 'letter-spacing="2"' }) +
    routes.map(([m, p, c], i) => {
      const y = 146 + i * 46;
      return (i ? '' : rect(82, y, 208, 40, 10, dim)) + rect(94, y + 9, 50, 22, 6, c, 'fill-opacity=".16"') +
        text(119, y + 25, m, { size: 12, weight: 700, fill: c, anchor: 'middle', mono: true }) + text(156, y + 26, p, { size: 14, fill: i ? '#94a3b8' : '#e2e8f0', mono: true });
    }).join('') + circle(96, 666, 5, '#22c55e') + text(110, 671, 'All systems normal', { size: 13, fill: '#94a3b8' }) +
    text(324, 134, 'GET /v1/orders', { size: 20, weight: 700, fill: '#f8fafc', mono: true }) +
    rect(1010, 114, 100, 28, 14, '#22c55e', 'fill-opacity=".14"') + circle(1028, 128, 4, '#22c55e') + text(1040, 133, 'Healthy', { size: 13, weight: 700, fill: '#4ade80' }) +
    [['p95 latency', '142 ms', '#a78bfa', [5, 6, 5, 7, 6, 9, 6]], ['Requests / min', '12.4k', '#2dd4bf', [4, 5, 6, 5, 7, 8, 9]], ['Error rate', '0.3%', '#fb7185', [3, 2, 3, 2, 4, 2, 2]]]
      .map(([l, v, c, s], i) => {
        const x = 324 + i * 266;
        return rect(x, 156, 252, 84, 14, panel, `stroke="${dim}"`) + text(x + 20, 184, l, { size: 13, weight: 600, fill: '#94a3b8' }) +
          text(x + 20, 222, v, { size: 28, weight: 800, fill: '#f8fafc' }) + lineChart(x + 156, 196, 76, 28, s, { color: c, width: 2.5, min: 0 });
      }).join('') +
    rect(324, 256, 786, 228, 14, panel, `stroke="${dim}"`) + text(344, 284, 'Latency (ms)', { size: 15, weight: 700, fill: '#e2e8f0' }) +
    circle(980, 279, 5, '#2dd4bf') + text(992, 284, 'p50', { size: 13, fill: '#94a3b8' }) + circle(1040, 279, 5, '#a78bfa') + text(1052, 284, 'p95', { size: 13, fill: '#94a3b8' }) +
    grid(cx, cy, cw, ch, 4, dim) + lineChart(cx, cy, cw, ch, p95, { color: '#a78bfa', area: 'fViolet', max: 240 }) +
    lineChart(cx, cy, cw, ch, p50, { color: '#2dd4bf', max: 240 }) +
    line(sx, cy, sx, cy + ch, '#fbbf24', 1.5, 'stroke-dasharray="4 4"') + circle(sx, sy, 6, '#0f172a', 'stroke="#fbbf24" stroke-width="3"') +
    rect(sx + 12, sy - 10, 92, 30, 8, '#fbbf24') + text(sx + 58, sy + 10, '212 ms', { size: 14, weight: 800, fill: '#0f172a', anchor: 'middle' }) +
    rect(324, 500, 786, 186, 14, '#020617', `stroke="${dim}"`) + circle(346, 524, 4, '#22c55e') + text(358, 529, 'Live logs', { size: 13, weight: 700, fill: '#94a3b8' }) +
    logs.map(([t, s, m, p, ms, c], i) => {
      const y = 558 + i * 21;
      return text(344, y, t, { size: 14, fill: '#475569', mono: true }) + text(444, y, s, { size: 14, weight: 700, fill: c, mono: true }) +
        text(494, y, m, { size: 14, fill: '#cbd5e1', mono: true }) + text(554, y, p, { size: 14, fill: '#94a3b8', mono: true }) +
        text(1090, y, ms, { size: 14, fill: i === 5 ? '#fb7185' : '#64748b', anchor: 'end', mono: true });
    }).join(''), { dark: true }));
};

images['og-default'] = () => doc(backdrop(1200, 630, true) + rect(0, 0, 1200, 630, 0, 'url(#gHero)', 'opacity=".55"') +
  `<g filter="url(#blur)">${circle(1050, 520, 200, '#14b8a6', 'opacity=".35"')}${circle(200, 80, 180, C.violet, 'opacity=".5"')}</g>` +
  `<g transform="rotate(-6 960 190)" opacity=".95">` + rect(800, 90, 320, 200, 20, '#fff', 'fill-opacity=".08" stroke="#fff" stroke-opacity=".18"') +
  bars(830, 150, 150, 110, [40, 62, 50, 78, 92], { gap: 10, fill: 'url(#gAmberV)', max: 100 }) +
  lineChart(1000, 170, 96, 80, [20, 34, 28, 46, 52, 70], { color: '#5eead4', width: 4, min: 0, max: 80 }) + skel(830, 116, 90, 10, 'rgba(255,255,255,.5)') + `</g>` +
  `<g transform="rotate(5 900 330)">` + rect(740, 250, 260, 150, 18, '#3b2f8f', 'fill-opacity=".92" stroke="#fff" stroke-opacity=".22" filter="url(#shMd)"') +
  circle(762, 272, 5, '#f87171') + circle(778, 272, 5, '#fbbf24') + circle(794, 272, 5, '#34d399') + rect(762, 296, 216, 52, 10, 'url(#gIndigo)') +
  skel(776, 314, 110, 9, 'rgba(255,255,255,.8)') + rect(762, 358, 66, 26, 7, '#fff', 'fill-opacity=".2"') + rect(837, 358, 66, 26, 7, '#fff', 'fill-opacity=".2"') +
  rect(912, 358, 66, 26, 7, '#fff', 'fill-opacity=".2"') + `</g>` +
  rect(90, 236, 72, 8, 4, 'url(#gAmber)') +
  text(86, 360, 'Portfolio', { size: 116, weight: 800, fill: '#fff', extra: 'letter-spacing="-2"' }) +
  text(90, 426, 'WordPress · Power BI · Web Development', { size: 32, weight: 500, fill: '#c7d2fe' }), 1200, 630);

// ---------- render ----------
await mkdir(OUT, { recursive: true });
for (const [name, make] of Object.entries(images)) {
  const svg = make();
  let quality = 78, buf;
  do {
    buf = await sharp(Buffer.from(svg, 'utf8')).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    quality -= 6;
  } while (buf.length > 40_000 && quality >= 60);
  await writeFile(path.join(OUT, `${name}.webp`), buf);
  console.log(`${name}.webp`.padEnd(32), `${(buf.length / 1024).toFixed(1)} KB`, `q${quality + 6}`);
}
