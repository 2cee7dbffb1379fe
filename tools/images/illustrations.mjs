// The drawings behind the site's content images (docs/decisions/040-content-images.md): flat
// illustrations written as SVG, one scene per product, reward, cause, article and landing page.
// Pure functions of their parameters: the same scene always gives the same SVG, so the generated
// files only change when a drawing does. Text in a drawing is limited to brand names and numbers
// that read the same in English and in French.

/** The two shapes of image: cards (16:9) and the landing pages' banners (2:1). */
export const FRAMES = {
  card: { width: 800, height: 450 },
  banner: { width: 1280, height: 640 },
};

const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', sans-serif\"";

const escapeXml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A colour a fraction of the way to white (positive) or black (negative). */
export function shade(hex, amount) {
  const channels = hex
    .replace('#', '')
    .match(/../g)
    .map((pair) => parseInt(pair, 16));
  const target = amount >= 0 ? 255 : 0;
  const mixed = channels.map((value) => Math.round(value + (target - value) * Math.abs(amount)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

const text = (x, y, content, { size = 32, fill = '#ffffff', weight = 'bold', anchor = 'middle', extra = '' } = {}) =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${extra}>${escapeXml(content)}</text>`;

/** The backdrop of every scene: a soft two-colour gradient, large light circles and a ground line. */
function backdrop({ width, height }, { from, to, ground }) {
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${width * 0.12}" cy="${height * 0.18}" r="${height * 0.32}" fill="#ffffff" opacity="0.18"/>`,
    `<circle cx="${width * 0.9}" cy="${height * 0.85}" r="${height * 0.42}" fill="#ffffff" opacity="0.12"/>`,
    `<circle cx="${width * 0.78}" cy="${height * 0.12}" r="${height * 0.1}" fill="#ffffff" opacity="0.2"/>`,
    ground
      ? `<path d="M0 ${height * 0.8} Q ${width * 0.5} ${height * 0.7} ${width} ${height * 0.8} V ${height} H 0 Z" fill="${ground}"/>`
      : '',
  ].join('');
}

/** A soft shadow under an object standing at (x, y). */
const shadow = (x, y, rx, ry = rx * 0.16) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#000000" opacity="0.14"/>`;

/** Places a subject drawn around (0, 0) at (x, y), scaled. */
const at = (x, y, scale, content, rotate = 0) => `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${content}</g>`;

// Subjects: each is drawn around its own origin, about 300 units tall, standing on y = 150.

function giftCard({ brand, subline = '', color, accent }) {
  return [
    `<rect x="-190" y="-120" width="380" height="240" rx="26" fill="${color}"/>`,
    `<rect x="-190" y="-120" width="380" height="240" rx="26" fill="url(#sheen)" opacity="0.35"/>`,
    `<defs><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>`,
    `<path d="M-190 40 C -60 0, 60 110, 190 50 V 94 a26 26 0 0 1 -26 26 H -164 a26 26 0 0 1 -26 -26 Z" fill="${accent}" opacity="0.85"/>`,
    `<rect x="-150" y="-78" width="58" height="44" rx="8" fill="#f3d27a"/>`,
    `<path d="M-150 -56 H -92 M-121 -78 V -34" stroke="#c9a54a" stroke-width="3"/>`,
    text(0, subline ? 8 : 28, brand, { size: brand.length > 10 ? 38 : 46 }),
    subline ? text(0, 48, subline, { size: 30 }) : '',
    `<path d="M150 -120 V 120" stroke="#ffffff" stroke-width="14" opacity="0.9"/>`,
    `<path d="M150 -96 C 110 -150, 80 -100, 150 -96 C 190 -150, 220 -100, 150 -96 Z" fill="#ffffff" opacity="0.95"/>`,
  ].join('');
}

function trophy({ color }) {
  return [
    `<path d="M-110 -120 H 110 V -60 C 110 20, 50 50, 0 55 C -50 50, -110 20, -110 -60 Z" fill="${color}"/>`,
    `<path d="M-110 -100 C -190 -100, -180 0, -95 10" fill="none" stroke="${color}" stroke-width="22"/>`,
    `<path d="M110 -100 C 190 -100, 180 0, 95 10" fill="none" stroke="${color}" stroke-width="22"/>`,
    `<path d="M-70 -105 C -70 -20, -30 20, 0 30" fill="none" stroke="#ffffff" stroke-width="14" opacity="0.4"/>`,
    `<rect x="-24" y="50" width="48" height="50" fill="${shade(color, -0.2)}"/>`,
    `<rect x="-80" y="100" width="160" height="46" rx="10" fill="${shade(color, -0.35)}"/>`,
    `<path d="M0 -80 l 14 28 31 5 -22 22 5 31 -28 -15 -28 15 5 -31 -22 -22 31 -5 Z" fill="#ffffff" opacity="0.9"/>`,
  ].join('');
}

function coins() {
  const coin = (x, y) =>
    `<ellipse cx="${x}" cy="${y + 10}" rx="46" ry="16" fill="#c9962c"/><rect x="${x - 46}" y="${y - 8}" width="92" height="18" fill="#c9962c"/><ellipse cx="${x}" cy="${y - 8}" rx="46" ry="16" fill="#f2c14e"/>`;
  return [coin(0, 120), coin(0, 96), coin(0, 72), coin(96, 120), coin(96, 96)].join('');
}

function confetti({ width, height }, colors) {
  const pieces = [];
  for (let index = 0; index < 26; index += 1) {
    const x = (index * 97) % width;
    const y = (index * 53) % (height * 0.6);
    const color = colors[index % colors.length];
    pieces.push(
      `<rect x="${x}" y="${y}" width="14" height="6" rx="2" fill="${color}" transform="rotate(${(index * 37) % 180} ${x} ${y})"/>`,
    );
  }
  return pieces.join('');
}

function basket({ color }) {
  return [
    `<circle cx="-70" cy="-40" r="42" fill="#e2483d"/><path d="M-70 -82 q 6 -16 20 -18" stroke="#3d7a2b" stroke-width="6" fill="none"/>`,
    `<ellipse cx="10" cy="-60" rx="36" ry="62" fill="#f2b632" transform="rotate(24 10 -60)"/>`,
    `<path d="M60 -110 C 130 -110, 120 -10, 70 -10 C 40 -10, 40 -80, 60 -110 Z" fill="#5aa646"/>`,
    `<rect x="90" y="-90" width="30" height="80" rx="12" fill="#f2f0e8"/><rect x="90" y="-90" width="30" height="22" rx="8" fill="#2b72b8"/>`,
    `<path d="M-160 -10 H 160 L 130 140 H -130 Z" fill="${color}"/>`,
    `<path d="M-150 30 H 150 M-142 70 H 142 M-134 110 H 134" stroke="${shade(color, -0.25)}" stroke-width="8"/>`,
    `<path d="M-110 -10 C -110 -130, 110 -130, 110 -10" fill="none" stroke="${shade(color, -0.3)}" stroke-width="12"/>`,
  ].join('');
}

function heart({ color }) {
  return `<path d="M0 60 C -120 -10, -110 -120, -40 -120 C -15 -120, 0 -100, 0 -84 C 0 -100, 15 -120, 40 -120 C 110 -120, 120 -10, 0 60 Z" fill="${color}"/><path d="M-60 -90 C -85 -80, -88 -50, -75 -30" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.45" stroke-linecap="round"/>`;
}

function hands({ skin }) {
  return [
    `<path d="M-190 150 C -170 60, -120 40, -60 46 C -20 50, 10 70, 0 90 C -10 106, -60 96, -90 100 L -60 150 Z" fill="${skin}"/>`,
    `<path d="M190 150 C 170 60, 120 40, 60 46 C 20 50, -10 70, 0 90 C 10 106, 60 96, 90 100 L 60 150 Z" fill="${shade(skin, -0.12)}"/>`,
  ].join('');
}

function tablet({ color, kind }) {
  const screen =
    kind === 'magazine'
      ? `<rect x="-95" y="-135" width="190" height="250" fill="${color}"/><rect x="-95" y="-135" width="190" height="50" fill="#ffd400"/><path d="M-95 60 L -30 -20 20 30 50 0 95 50 V 115 H -95 Z" fill="${shade(color, -0.35)}"/><circle cx="45" cy="-40" r="22" fill="#ffffff" opacity="0.8"/>`
      : `<rect x="-95" y="-135" width="190" height="250" fill="#fbf7ef"/>${[-100, -70, -40, -10, 20, 50, 80].map((y) => `<rect x="-75" y="${y}" width="${y % 20 === 0 ? 110 : 150}" height="10" rx="5" fill="#c8c0b0"/>`).join('')}<path d="M-75 -125 h 80" stroke="${color}" stroke-width="14"/>`;
  return [
    `<rect x="-115" y="-160" width="230" height="310" rx="24" fill="#2c2a33"/>`,
    screen,
    `<circle cx="0" cy="134" r="7" fill="#5b5865"/>`,
    kind === 'books'
      ? `<path d="M150 -40 a 70 70 0 0 1 0 140" stroke="#2c2a33" stroke-width="16" fill="none" transform="translate(-20 0)"/><rect x="118" y="70" width="34" height="56" rx="12" fill="${color}"/>`
      : '',
  ].join('');
}

function museum({ color }) {
  const columns = [-120, -60, 0, 60, 120].map((x) => `<rect x="${x - 16}" y="-40" width="32" height="150" fill="#f4efe6"/>`).join('');
  return [
    `<path d="M-200 -40 L 0 -140 L 200 -40 Z" fill="${color}"/>`,
    `<rect x="-200" y="-50" width="400" height="16" fill="${shade(color, -0.2)}"/>`,
    columns,
    `<rect x="-210" y="110" width="420" height="20" fill="#d9d0c1"/><rect x="-230" y="130" width="460" height="20" fill="#c8bea9"/>`,
    `<path d="M-40 -80 q 40 -30 80 0" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.7"/>`,
  ].join('');
}

function dome({ color }) {
  const ribs = [-150, -90, -30, 30, 90, 150]
    .map((x) => `<path d="M${x} 140 Q ${x * 0.6} -40 0 -120" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.7"/>`)
    .join('');
  return [
    `<path d="M-200 140 C -200 -60, -100 -130, 0 -130 C 100 -130, 200 -60, 200 140 Z" fill="${color}" opacity="0.85"/>`,
    ribs,
    `<path d="M-200 40 Q 0 10 200 40" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.7"/>`,
    `<path d="M-120 140 q -10 -90 30 -120 q 10 60 -10 120 Z" fill="#2f7d3a"/><path d="M90 140 q 20 -110 60 -120 q -20 70 -30 120 Z" fill="#3b8f45"/>`,
    `<circle cx="-20" cy="60" r="50" fill="#2f7d3a"/><rect x="-26" y="90" width="12" height="50" fill="#6b4a2b"/>`,
  ].join('');
}

/** A product's pack, drawn by shape: its brand name on a label in the brand's colours. */
function pack({ shape, color, accent, brand, label = '' }) {
  const labelText = (y) => (label ? text(0, y, label, { size: 20, fill: shade(color, -0.5), weight: 'bold' }) : '');
  switch (shape) {
    case 'jug':
      return [
        `<path d="M-120 -90 C -120 -130, -80 -140, -40 -140 H 60 V -170 H 110 V -120 C 140 -100, 140 -80, 140 -40 V 130 C 140 145, 130 150, 115 150 H -105 C -120 150, -130 140, -130 125 Z" fill="${color}"/>`,
        `<rect x="60" y="-190" width="50" height="28" rx="6" fill="${accent}"/>`,
        `<path d="M-60 -120 h 90 a 20 20 0 0 1 20 20 v 30 h -110 Z" fill="${shade(color, -0.25)}"/>`,
        `<circle cx="0" cy="40" r="78" fill="${accent}"/><circle cx="0" cy="40" r="62" fill="#ffffff"/>`,
        text(0, 52, brand, { size: 36, fill: color }),
        labelText(122),
      ].join('');
    case 'bottle':
      return [
        `<rect x="-26" y="-175" width="52" height="40" rx="8" fill="${accent}"/>`,
        `<path d="M-30 -140 H 30 C 30 -110, 90 -100, 90 -40 V 130 C 90 142, 80 150, 68 150 H -68 C -80 150, -90 142, -90 130 V -40 C -90 -100, -30 -110, -30 -140 Z" fill="${color}"/>`,
        `<rect x="-90" y="-10" width="180" height="110" fill="#ffffff" opacity="0.92"/>`,
        text(0, 42, brand, { size: 34, fill: color }),
        labelText(80),
        `<path d="M-62 -60 C -62 -90, -40 -100, -30 -104" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.4" stroke-linecap="round"/>`,
      ].join('');
    case 'beads':
      return [
        `<rect x="-70" y="-175" width="140" height="36" rx="10" fill="${accent}"/>`,
        `<path d="M-80 -140 H 80 C 110 -120, 120 -90, 120 -50 V 120 C 120 140, 105 150, 85 150 H -85 C -105 150, -120 140, -120 120 V -50 C -120 -90, -110 -120, -80 -140 Z" fill="${color}"/>`,
        `<rect x="-120" y="-40" width="240" height="100" fill="#ffffff" opacity="0.9"/>`,
        text(0, 20, brand, { size: 40, fill: color }),
        labelText(50),
        [-70, -30, 10, 50, 90, -50, -10, 30, 70]
          .map((x, index) => `<circle cx="${x - 10}" cy="${100 + (index > 4 ? 24 : 0)}" r="12" fill="${accent}"/>`)
          .join(''),
      ].join('');
    case 'jar':
      return [
        `<rect x="-130" y="-60" width="260" height="56" rx="14" fill="${accent}"/>`,
        `<path d="M-140 0 H 140 V 110 C 140 135, 120 150, 95 150 H -95 C -120 150, -140 135, -140 110 Z" fill="${color}"/>`,
        `<rect x="-140" y="-6" width="280" height="14" fill="${shade(accent, -0.2)}"/>`,
        text(0, 80, brand, { size: 44, fill: '#ffffff' }),
        labelText(118),
        `<path d="M-110 30 V 110" stroke="#ffffff" stroke-width="10" opacity="0.3" stroke-linecap="round"/>`,
      ].join('');
    case 'tube':
      return [
        `<path d="M-180 -60 H 120 L 150 -40 V 40 L 120 60 H -180 Z" fill="${color}"/>`,
        `<rect x="150" y="-30" width="50" height="60" rx="6" fill="${accent}"/>`,
        `<path d="M-180 -60 L -200 -50 V 50 L -180 60 Z" fill="${shade(color, -0.3)}"/>`,
        text(-20, 14, brand, { size: 42, fill: '#ffffff' }),
        `<path d="M-150 -40 H 100" stroke="#ffffff" stroke-width="8" opacity="0.35" stroke-linecap="round"/>`,
      ].join('');
    case 'box':
      return [
        `<path d="M-150 -100 L -100 -140 H 170 L 120 -100 Z" fill="${shade(color, 0.25)}"/>`,
        `<path d="M120 -100 L 170 -140 V 110 L 120 150 Z" fill="${shade(color, -0.3)}"/>`,
        `<rect x="-150" y="-100" width="270" height="250" fill="${color}"/>`,
        `<circle cx="-15" cy="10" r="70" fill="${accent}"/>`,
        text(-15, 22, brand, { size: 36, fill: '#ffffff' }),
        labelText(120).replace(`fill="${shade(color, -0.5)}"`, 'fill="#ffffff"'),
      ].join('');
    case 'diapers':
      return [
        `<rect x="-170" y="-140" width="340" height="290" rx="36" fill="${color}"/>`,
        `<rect x="-150" y="-120" width="300" height="110" rx="20" fill="#ffffff" opacity="0.9"/>`,
        text(0, -50, brand, { size: 46, fill: color }),
        `<circle cx="0" cy="70" r="56" fill="#ffe3c2"/><circle cx="-18" cy="62" r="6" fill="#3a2b25"/><circle cx="18" cy="62" r="6" fill="#3a2b25"/><path d="M-16 86 q 16 14 32 0" stroke="#3a2b25" stroke-width="5" fill="none" stroke-linecap="round"/>`,
        `<path d="M-56 60 q -4 -60 56 -62 q 60 2 56 62" fill="${accent}" opacity="0.6"/>`,
      ].join('');
    case 'razor':
      return [
        `<rect x="-40" y="-150" width="80" height="60" rx="14" fill="${accent}"/>`,
        `<path d="M-40 -140 H 40" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`,
        `<path d="M-14 -90 C -20 -10, -26 60, -30 150 H 30 C 26 60, 20 -10, 14 -90 Z" fill="${color}"/>`,
        `<path d="M-6 -60 C -10 0, -14 60, -16 130" stroke="#ffffff" stroke-width="6" opacity="0.35" fill="none"/>`,
        `<rect x="-160" y="-20" width="110" height="160" rx="16" fill="#ffffff" opacity="0.9"/>`,
        text(-105, 70, brand, { size: 22, fill: color }),
      ].join('');
    default:
      throw new Error(`No pack shape "${shape}"`);
  }
}

/** A coupon: a ticket with a dashed cut line and a barcode (no value: the words and money format of a language stay out of the image). */
function couponTag({ color }) {
  const bars = [0, 6, 10, 18, 22, 30, 36, 40, 48, 54, 58, 66, 72, 78, 84, 88, 96, 102, 108, 114, 120, 126, 132, 138]
    .map((x, index) => `<rect x="${x - 70}" y="-22" width="${index % 3 === 0 ? 5 : 3}" height="54" fill="#2c2a33"/>`)
    .join('');
  return [
    `<path d="M-120 -70 H 120 a 16 16 0 0 0 0 32 V 38 a 16 16 0 0 0 0 32 H -120 a 16 16 0 0 0 0 -32 V -38 a 16 16 0 0 0 0 -32 Z" fill="#ffffff"/>`,
    `<rect x="-104" y="-56" width="208" height="112" rx="8" fill="none" stroke="${color}" stroke-width="4" stroke-dasharray="12 8"/>`,
    `<rect x="-80" y="-44" width="160" height="12" rx="6" fill="${color}"/>`,
    bars,
  ].join('');
}

function scissors() {
  return `<circle cx="-20" cy="20" r="14" fill="none" stroke="#3a3a3a" stroke-width="6"/><circle cx="20" cy="20" r="14" fill="none" stroke="#3a3a3a" stroke-width="6"/><path d="M-12 8 L 30 -40 M12 8 L -30 -40" stroke="#8a8a8a" stroke-width="8" stroke-linecap="round"/>`;
}

// Subjects of the causes and articles.

function waterGlass({ color }) {
  return [
    `<path d="M-90 -120 H 90 L 70 150 H -70 Z" fill="#ffffff" opacity="0.55"/>`,
    `<path d="M-80 -20 H 80 L 70 150 H -70 Z" fill="${color}" opacity="0.85"/>`,
    `<path d="M-80 -20 Q -40 -36 0 -20 T 80 -20" fill="${shade(color, 0.3)}"/>`,
    `<path d="M-60 -100 L -50 120" stroke="#ffffff" stroke-width="10" opacity="0.5" stroke-linecap="round"/>`,
    `<path d="M150 -150 C 150 -150, 110 -90, 110 -66 a 40 40 0 0 0 80 0 C 190 -90, 150 -150, 150 -150 Z" fill="${color}"/>`,
  ].join('');
}

function washer({ color }) {
  return [
    `<rect x="-140" y="-150" width="280" height="300" rx="24" fill="#f4f4f6"/>`,
    `<rect x="-140" y="-150" width="280" height="60" rx="24" fill="#e1e1e8"/>`,
    `<circle cx="90" cy="-120" r="12" fill="${color}"/><rect x="-110" y="-128" width="90" height="16" rx="8" fill="#c9c9d3"/>`,
    `<circle cx="0" cy="30" r="92" fill="#c9c9d3"/><circle cx="0" cy="30" r="74" fill="${color}"/>`,
    `<path d="M-74 40 Q -37 10 0 40 T 74 40 V 60 A 74 74 0 0 1 -74 60 Z" fill="${shade(color, -0.25)}"/>`,
    `<path d="M-40 -10 a 50 50 0 0 1 40 -20" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.6" stroke-linecap="round"/>`,
  ].join('');
}

function truck({ color }) {
  return [
    `<rect x="-200" y="-110" width="250" height="200" rx="12" fill="${color}"/>`,
    `<path d="M50 -40 H 140 L 190 20 V 90 H 50 Z" fill="${shade(color, -0.25)}"/>`,
    `<path d="M70 -24 H 132 L 166 20 H 70 Z" fill="#dfeefb"/>`,
    `<circle cx="-120" cy="100" r="40" fill="#2c2a33"/><circle cx="-120" cy="100" r="16" fill="#a9a9b3"/>`,
    `<circle cx="120" cy="100" r="40" fill="#2c2a33"/><circle cx="120" cy="100" r="16" fill="#a9a9b3"/>`,
    heartSmall(-75, -20, '#ffffff'),
  ].join('');
}

const heartSmall = (x, y, fill, scale = 1) =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 30 C -60 -5, -55 -60, -20 -60 C -8 -60, 0 -50, 0 -42 C 0 -50, 8 -60, 20 -60 C 55 -60, 60 -5, 0 30 Z" fill="${fill}"/>`;

function flower({ color }) {
  const petals = [0, 60, 120, 180, 240, 300]
    .map((angle) => `<ellipse cx="0" cy="-70" rx="34" ry="58" fill="${color}" transform="rotate(${angle})"/>`)
    .join('');
  return [
    `<path d="M0 20 C 10 80, -10 120, 0 150" stroke="#3b8f45" stroke-width="14" fill="none"/>`,
    `<path d="M0 100 C 40 70, 80 80, 90 100 C 60 120, 30 115, 0 100 Z" fill="#3b8f45"/>`,
    `<g transform="translate(0 -40) scale(0.9)">${petals}<circle r="40" fill="#ffd36b"/></g>`,
  ].join('');
}

function peanut() {
  return [
    `<path d="M-40 -130 C 20 -150, 60 -100, 40 -50 C 30 -20, 50 10, 60 40 C 80 110, 10 160, -40 140 C -90 120, -100 60, -70 20 C -50 -10, -70 -40, -80 -70 C -90 -110, -70 -125, -40 -130 Z" fill="#d7a86e"/>`,
    `<path d="M-50 -90 q 20 -10 40 0 M-40 60 q 20 -10 40 0 M-30 100 q 15 -8 30 0" stroke="#b0804a" stroke-width="6" fill="none"/>`,
    `<circle cx="0" cy="0" r="150" fill="none" stroke="#d63b30" stroke-width="22"/>`,
    `<path d="M-106 -106 L 106 106" stroke="#d63b30" stroke-width="22"/>`,
  ].join('');
}

function bird({ color }) {
  return [
    `<path d="M-150 40 C -100 -60, 40 -80, 110 -30 L 170 -40 L 130 0 C 120 60, 20 100, -60 80 Z" fill="${color}"/>`,
    `<path d="M-40 10 C 0 -90, 80 -120, 120 -110 C 70 -60, 40 -10, -40 10 Z" fill="${shade(color, -0.25)}"/>`,
    `<circle cx="100" cy="-20" r="8" fill="#ffffff"/><circle cx="102" cy="-20" r="4" fill="#1c1b1f"/>`,
    `<path d="M-150 40 L -210 20 L -170 70 Z" fill="${shade(color, -0.2)}"/>`,
    `<path d="M-300 130 Q -150 100 0 130 T 300 130 V 160 H -300 Z" fill="#5aa0d8" opacity="0.8"/>`,
  ].join('');
}

function seal({ color }) {
  return [
    `<path d="M-200 110 C -150 40, -40 20, 40 -20 C 80 -40, 100 -90, 140 -90 C 190 -90, 200 -40, 180 -10 C 160 20, 120 40, 90 80 C 60 120, -100 140, -200 110 Z" fill="${color}"/>`,
    `<circle cx="160" cy="-60" r="7" fill="#1c1b1f"/><circle cx="193" cy="-42" r="6" fill="#1c1b1f"/>`,
    `<path d="M170 -35 l 40 -6 M170 -30 l 40 4" stroke="#1c1b1f" stroke-width="3"/>`,
    `<path d="M-200 110 L -250 80 L -230 130 Z" fill="${shade(color, -0.2)}"/>`,
    `<path d="M-300 130 Q -150 100 0 130 T 300 130 V 160 H -300 Z" fill="#2f7fb8" opacity="0.85"/>`,
  ].join('');
}

function people({ colors }) {
  const person = (x, scale, color) =>
    `<g transform="translate(${x} 0) scale(${scale})"><circle cx="0" cy="-90" r="38" fill="#f0c9a0"/><path d="M-60 150 V 10 C -60 -30, -30 -44, 0 -44 C 30 -44, 60 -30, 60 10 V 150 Z" fill="${color}"/></g>`;
  return [person(-120, 0.85, colors[0]), person(120, 0.85, colors[1]), person(0, 1, colors[2]), heartSmall(0, -170, '#e2483d', 0.6)].join(
    '',
  );
}

function soap({ color }) {
  return [
    `<rect x="-150" y="20" width="240" height="110" rx="40" fill="${color}"/>`,
    `<path d="M-120 50 H 40" stroke="#ffffff" stroke-width="12" opacity="0.45" stroke-linecap="round"/>`,
    ...[
      [60, -40, 44],
      [130, -100, 30],
      [-40, -60, 26],
      [20, -140, 20],
      [150, 0, 22],
    ].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.55" stroke="#ffffff" stroke-width="3"/>`),
  ].join('');
}

function tree({ color }) {
  return [
    `<rect x="-18" y="40" width="36" height="110" fill="#7a5230"/>`,
    `<circle cx="0" cy="-50" r="100" fill="${color}"/><circle cx="-80" cy="10" r="70" fill="${shade(color, -0.12)}"/><circle cx="80" cy="10" r="70" fill="${shade(color, -0.2)}"/>`,
    `<circle cx="-30" cy="-90" r="30" fill="#ffffff" opacity="0.15"/>`,
  ].join('');
}

function hospital({ color }) {
  return [
    `<rect x="-170" y="-100" width="340" height="250" fill="#f4f6f8"/>`,
    `<rect x="-50" y="-160" width="100" height="70" fill="#f4f6f8"/>`,
    `<path d="M-14 -150 h 28 v 20 h 20 v 28 h -20 v 20 h -28 v -20 h -20 v -28 h 20 Z" fill="${color}"/>`,
    ...[-130, -70, 30, 90].flatMap((x) => [-60, 10].map((y) => `<rect x="${x}" y="${y}" width="40" height="40" fill="#9fc5e8"/>`)),
    `<rect x="-30" y="80" width="60" height="70" fill="${shade(color, -0.2)}"/>`,
  ].join('');
}

function graduation({ color }) {
  return [
    `<rect x="-150" y="70" width="300" height="36" rx="6" fill="#c0392b"/><rect x="-140" y="106" width="280" height="40" rx="6" fill="#2e86c1"/>`,
    `<path d="M0 -150 L 200 -80 L 0 -10 L -200 -80 Z" fill="${color}"/>`,
    `<path d="M-110 -50 V 20 C -110 50, 110 50, 110 20 V -50 L 0 -10 Z" fill="${shade(color, 0.15)}"/>`,
    `<path d="M150 -80 V 20" stroke="#f2c14e" stroke-width="6"/><circle cx="150" cy="26" r="12" fill="#f2c14e"/>`,
  ].join('');
}

function bear({ color }) {
  return [
    `<path d="M-300 150 L -180 -60 L -60 150 Z" fill="#2f6b3a" opacity="0.6"/><path d="M120 150 L 230 -80 L 340 150 Z" fill="#2f6b3a" opacity="0.6"/>`,
    `<circle cx="-70" cy="-110" r="36" fill="${color}"/><circle cx="70" cy="-110" r="36" fill="${color}"/>`,
    `<ellipse cx="0" cy="-40" rx="120" ry="100" fill="${color}"/>`,
    `<ellipse cx="0" cy="120" rx="140" ry="70" fill="${color}"/>`,
    `<ellipse cx="0" cy="0" rx="52" ry="40" fill="${shade(color, 0.45)}"/>`,
    `<circle cx="-42" cy="-60" r="11" fill="#1c1b1f"/><circle cx="42" cy="-60" r="11" fill="#1c1b1f"/><ellipse cx="0" cy="-14" rx="18" ry="12" fill="#1c1b1f"/>`,
  ].join('');
}

function medal({ color }) {
  return [
    `<path d="M-90 -160 L -20 -10 H 20 L 90 -160 H 40 L 0 -60 L -40 -160 Z" fill="#c0392b"/>`,
    `<circle cx="0" cy="60" r="92" fill="${color}"/><circle cx="0" cy="60" r="70" fill="${shade(color, 0.25)}"/>`,
    `<path d="M0 10 l 14 28 31 5 -22 22 5 31 -28 -15 -28 15 5 -31 -22 -22 31 -5 Z" fill="${shade(color, -0.2)}"/>`,
  ].join('');
}

function house({ color }) {
  return [
    `<path d="M-170 -10 L 0 -150 L 170 -10 Z" fill="${color}"/>`,
    `<rect x="-140" y="-10" width="280" height="160" fill="#f6e7cf"/>`,
    `<rect x="-30" y="60" width="60" height="90" fill="${shade(color, -0.25)}"/>`,
    `<rect x="-110" y="20" width="50" height="50" fill="#9fc5e8"/><rect x="60" y="20" width="50" height="50" fill="#9fc5e8"/>`,
    `<rect x="90" y="-120" width="30" height="60" fill="${shade(color, -0.3)}"/>`,
    `<path d="M-200 150 H 200" stroke="#7a5230" stroke-width="8"/>`,
  ].join('');
}

function wetland() {
  return [
    `<path d="M-320 60 Q -160 30 0 60 T 320 60 V 150 H -320 Z" fill="#4f9bd1"/>`,
    `<path d="M-320 100 Q -160 80 0 100 T 320 100" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.5"/>`,
    ...[-250, -220, -190, 180, 210, 240, 270].map(
      (x, index) =>
        `<path d="M${x} 70 C ${x - 10} 0, ${x + 6} -60, ${x} ${-80 - (index % 3) * 20}" stroke="#3b7d3a" stroke-width="8" fill="none"/><ellipse cx="${x}" cy="${-90 - (index % 3) * 20}" rx="8" ry="24" fill="#7a5230"/>`,
    ),
    `<g transform="translate(0 20)"><path d="M-60 0 C -40 -40, 40 -50, 70 -20 L 100 -26 L 76 0 C 60 30, -20 30, -60 0 Z" fill="#ffffff"/><circle cx="62" cy="-24" r="4" fill="#1c1b1f"/></g>`,
    `<circle cx="180" cy="-120" r="50" fill="#ffd36b"/>`,
  ].join('');
}

function schoolBoxes({ color }) {
  return [
    `<rect x="-200" y="-10" width="180" height="160" fill="#d9b27c"/><path d="M-200 -10 h 180 l -20 -30 h -140 Z" fill="#c89a5e"/>`,
    `<rect x="0" y="-40" width="200" height="190" fill="#d9b27c"/><path d="M0 -40 h 200 l -20 -30 h -160 Z" fill="#c89a5e"/>`,
    `<rect x="-170" y="30" width="120" height="50" rx="8" fill="${color}"/><rect x="40" y="20" width="120" height="60" rx="8" fill="${color}"/>`,
    heartSmall(100, 120, '#ffffff', 0.5),
    `<path d="M-110 -70 h 60 v -40 h -60 Z" fill="#2e86c1"/><path d="M-100 -110 v -20 h 40 v 20" stroke="#2e86c1" stroke-width="8" fill="none"/>`,
  ].join('');
}

function tap({ color }) {
  return [
    `<rect x="-200" y="-120" width="140" height="50" rx="12" fill="#b9bcc4"/><rect x="-80" y="-120" width="120" height="50" rx="12" fill="#b9bcc4"/>`,
    `<path d="M40 -95 C 90 -95, 110 -70, 110 -30 V 0 H 70 V -30 C 70 -50, 60 -55, 40 -55 Z" fill="#a0a3ab"/>`,
    `<rect x="-130" y="-160" width="30" height="40" rx="6" fill="#a0a3ab"/><rect x="-160" y="-170" width="90" height="18" rx="9" fill="${color}"/>`,
    `<path d="M90 20 C 90 20, 60 70, 60 96 a 30 30 0 0 0 60 0 C 120 70, 90 20, 90 20 Z" fill="${color}"/>`,
    `<ellipse cx="90" cy="150" rx="90" ry="14" fill="${color}" opacity="0.45"/>`,
  ].join('');
}

function shower({ color }) {
  return [
    `<path d="M-160 -160 H -40 C 0 -160, 0 -120, 0 -100" stroke="#a0a3ab" stroke-width="16" fill="none"/>`,
    `<path d="M-70 -100 H 70 L 40 -70 H -40 Z" fill="#b9bcc4"/>`,
    ...[-40, -20, 0, 20, 40].map(
      (x) => `<path d="M${x} -60 L ${x * 1.6} 40" stroke="${color}" stroke-width="6" stroke-linecap="round" stroke-dasharray="14 12"/>`,
    ),
    `<circle cx="150" cy="40" r="70" fill="#ffffff" opacity="0.9"/><path d="M150 -10 V 40 L 185 60" stroke="${color}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  ].join('');
}

function snowflake({ color }) {
  return [0, 60, 120]
    .map(
      (angle) =>
        `<g transform="rotate(${angle})"><path d="M0 -60 V 60" stroke="${color}" stroke-width="10" stroke-linecap="round"/><path d="M-14 -46 L 0 -32 L 14 -46 M-14 46 L 0 32 L 14 46" stroke="${color}" stroke-width="7" fill="none" stroke-linecap="round"/></g>`,
    )
    .join('');
}

function recyclingBin({ color }) {
  return [
    `<path d="M-130 -60 H 130 L 110 150 H -110 Z" fill="${color}"/>`,
    `<rect x="-150" y="-90" width="300" height="36" rx="10" fill="${shade(color, -0.25)}"/>`,
    [0, 120, 240]
      .map(
        (angle) =>
          `<g transform="translate(0 45) rotate(${angle})"><path d="M-30 -40 A 50 50 0 0 1 34 -36" stroke="#ffffff" stroke-width="12" fill="none"/><path d="M22 -52 L 48 -32 L 18 -22 Z" fill="#ffffff"/></g>`,
      )
      .join(''),
    `<rect x="-60" y="-190" width="50" height="110" rx="14" fill="#7fc4e8" transform="rotate(-12)"/><rect x="20" y="-180" width="60" height="90" rx="8" fill="#f2c14e" transform="rotate(10)"/>`,
  ].join('');
}

function diploma({ color }) {
  return [
    `<rect x="-170" y="-40" width="340" height="110" rx="55" fill="#fbf7ef"/>`,
    `<ellipse cx="170" cy="15" rx="26" ry="55" fill="#e9e0cd"/>`,
    `<rect x="-30" y="-40" width="40" height="110" fill="${color}"/>`,
    `<path d="M-10 70 L -30 140 L -10 125 L 10 140 Z" fill="${color}"/>`,
  ].join('');
}

function profile({ color, skin }) {
  return [
    `<path d="M-120 150 C -150 60, -140 -40, -90 -100 C -40 -160, 90 -170, 130 -100 C 160 -50, 150 20, 120 60 C 100 100, 110 130, 130 150 Z" fill="${color}"/>`,
    `<path d="M-30 150 C -30 110, -40 80, -40 50 C -60 30, -60 -40, -20 -80 C 20 -120, 110 -110, 120 -40 C 124 -20, 140 0, 132 10 C 126 18, 118 20, 118 34 C 118 60, 96 70, 70 68 C 64 90, 66 120, 74 150 Z" fill="${skin}"/>`,
    `<path d="M-60 -20 C -70 -100, 20 -140, 90 -110 C 130 -90, 140 -60, 130 -50 C 80 -60, 20 -90, -20 -40 C -30 -20, -50 10, -60 -20 Z" fill="${color}"/>`,
    `<circle cx="92" cy="-20" r="6" fill="#3a2b25"/><path d="M96 40 q 12 4 20 -4" stroke="#a0524a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<path d="M-220 150 C -200 100, -120 80, -40 96 L 90 120 C 120 126, 140 140, 150 150 Z" fill="${shade(color, 0.3)}"/>`,
  ].join('');
}

/** The subjects by name, as the image list refers to them. */
const SUBJECTS = {
  giftCard,
  trophy,
  coins,
  hands,
  basket,
  heart,
  tablet,
  museum,
  dome,
  pack,
  waterGlass,
  washer,
  truck,
  flower,
  peanut,
  bird,
  seal,
  people,
  soap,
  tree,
  hospital,
  graduation,
  bear,
  medal,
  house,
  wetland,
  schoolBoxes,
  tap,
  shower,
  snowflake,
  recyclingBin,
  diploma,
  profile,
};

/** Names of the subjects a scene may place. */
export const SUBJECT_NAMES = Object.keys(SUBJECTS);

/**
 * One scene as SVG: the frame's backdrop, then each placed subject (`{ subject, x, y, scale,
 * rotate, ...its parameters }`, x and y as fractions of the frame), with an optional shadow,
 * optional confetti, hands or heart accents.
 * @param {{ frame: keyof typeof FRAMES, backdrop: { from: string, to: string, ground?: string },
 *   items: Array<Record<string, unknown> & { subject: string, x: number, y: number, scale?: number, rotate?: number, shadow?: boolean }>,
 *   confetti?: string[], coupon?: { color: string }, scissors?: boolean }} scene
 */
export function renderScene(scene) {
  const size = FRAMES[scene.frame];
  if (!size) throw new Error(`No frame "${scene.frame}"`);
  const unit = size.height / 450;
  const parts = [backdrop(size, scene.backdrop)];
  if (scene.confetti) parts.push(confetti(size, scene.confetti));
  for (const { subject, x, y, scale = 1, rotate = 0, shadow: withShadow = true, ...parameters } of scene.items) {
    const draw = SUBJECTS[subject];
    if (!draw) throw new Error(`No subject "${subject}"`);
    const cx = x * size.width;
    const cy = y * size.height;
    if (withShadow) parts.push(shadow(cx, cy + 150 * scale * unit, 170 * scale * unit));
    parts.push(at(cx, cy, scale * unit, draw(parameters), rotate));
  }
  if (scene.coupon) parts.push(at(size.width * 0.72, size.height * 0.62, 0.95 * unit, couponTag(scene.coupon), -8));
  if (scene.scissors) parts.push(at(size.width * 0.86, size.height * 0.3, 1.3 * unit, scissors(), 20));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${parts.join('')}</svg>`;
}
