// Station "photos": SVG illustrations shipped with the web app (no hot-linking; the product works offline).
// 4 scenes x 4 palettes = 16 compositions. Image k has scene k % 4 and palette floor(k / 4).

const W = 640;
const H = 360;

const PALETTES = [
  {
    name: 'day',
    words: 'on a sunny day',
    sky: ['#7cc4f2', '#e6f5ff'],
    far: '#b4c3d1',
    near: '#7f90a1',
    ground: '#a3acb4',
    road: '#5d656d',
    accent: '#1e88e5',
    glow: '#ffd54f',
    lit: false,
  },
  {
    name: 'dusk',
    words: 'at dusk',
    sky: ['#f58a5b', '#ffd6a3'],
    far: '#b27c8a',
    near: '#6e4d70',
    ground: '#83777f',
    road: '#4b4351',
    accent: '#ff7043',
    glow: '#fff1c1',
    lit: true,
  },
  {
    name: 'night',
    words: 'at night',
    sky: ['#0a1a36', '#27446f'],
    far: '#1d3050',
    near: '#14233b',
    ground: '#2c3441',
    road: '#1c222c',
    accent: '#26c6da',
    glow: '#ffe082',
    lit: true,
  },
  {
    name: 'monsoon',
    words: 'in the monsoon rain',
    sky: ['#71869a', '#c7d2dc'],
    far: '#8797a6',
    near: '#5f6f7f',
    ground: '#6c7882',
    road: '#4a555e',
    accent: '#43a047',
    glow: '#e0f2f1',
    lit: false,
  },
];

const SCENES = [
  { name: 'canopy', words: 'Highway charging plaza under a canopy', draw: canopyScene },
  { name: 'mall', words: 'Charging bays in a shopping mall car park', draw: mallScene },
  { name: 'city', words: 'Kerbside chargers on a city street', draw: cityScene },
  { name: 'hills', words: 'Roadside charging kiosk among the hills', draw: hillsScene },
];

const CAR_COLOURS = ['#e53935', '#fafafa', '#3949ab', '#fdd835', '#00897b', '#6d4c41', '#8e24aa', '#546e7a'];

export const PHOTO_COUNT = SCENES.length * PALETTES.length;

/** Scene numbers by the kind of site (hills is chosen by state). */
export const SCENE = {
  fuel: 0,
  highway: 0,
  airport: 0,
  mall: 1,
  street: 2,
  office: 2,
  transit: 2,
  hotel: 2,
  hills: 3,
};

/** The image showing a scene in a palette (both taken modulo their counts). */
export function photoIndex(scene, palette) {
  return (palette % PALETTES.length) * SCENES.length + (scene % SCENES.length);
}

/** Public URL of photo k (1-based file names: station-01.svg ... station-16.svg). */
export function photoUrl(k) {
  return `/images/stations/${photoFile(k)}`;
}

export function photoFile(k) {
  return `station-${String(k + 1).padStart(2, '0')}.svg`;
}

/** The SVG text of photo k. */
export function photoSvg(k) {
  const scene = SCENES[k % SCENES.length];
  const p = PALETTES[Math.floor(k / SCENES.length) % PALETTES.length];
  const title = `${scene.words} ${p.words}`;
  const body = [sky(p), scene.draw(p, k), weather(p, k)].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" ` +
    `aria-labelledby="t${k}"><title id="t${k}">${title}</title>${body}</svg>\n`
  );
}

function sky(p) {
  const sun =
    p.name === 'night'
      ? `<circle cx="540" cy="64" r="22" fill="${p.glow}" opacity=".9"/>`
      : p.name === 'monsoon'
        ? ''
        : `<circle cx="110" cy="${p.name === 'dusk' ? 150 : 70}" r="34" fill="${p.glow}"/>`;
  return (
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/>` +
    `<stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#s)"/>${sun}`
  );
}

function weather(p, k) {
  if (p.name === 'night') {
    return [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<circle cx="${40 + ((i * 97 + k * 13) % 560)}" cy="${14 + ((i * 37) % 60)}" r="1.5" fill="#fff"/>`,
      )
      .join('');
  }
  if (p.name !== 'monsoon') return '';
  const drops = [];
  for (let i = 0; i < 24; i += 1) {
    const x = (i * 53 + k * 7) % W;
    const y = (i * 29) % 220;
    drops.push(`M${x} ${y}l-6 16`);
  }
  return `<path d="${drops.join('')}" stroke="#eef3f7" stroke-width="1.5" opacity=".6"/>`;
}

function ground(p, y) {
  return (
    `<rect y="${y}" width="${W}" height="${H - y}" fill="${p.ground}"/>` +
    `<rect y="${y + 40}" width="${W}" height="42" fill="${p.road}"/>` +
    `<path d="M0 ${y + 61}H${W}" stroke="#f5f5f5" stroke-width="3" stroke-dasharray="24 18"/>`
  );
}

function charger(x, y, p) {
  const glow = p.lit
    ? `<rect x="${x + 5}" y="${y + 8}" width="16" height="12" rx="2" fill="${p.glow}" opacity=".35"/>`
    : '';
  return (
    `<g><rect x="${x}" y="${y}" width="26" height="62" rx="5" fill="#eceff1" stroke="#37474f" stroke-width="2"/>` +
    `<rect x="${x}" y="${y}" width="26" height="8" rx="3" fill="${p.accent}"/>` +
    `<rect x="${x + 5}" y="${y + 12}" width="16" height="12" rx="2" fill="#263238"/>${glow}` +
    `<path d="M${x + 14} ${y + 30}l-5 10h5l-2 9 7-12h-5l2-7z" fill="${p.accent}"/>` +
    `<path d="M${x + 26} ${y + 36}c14 4 14 22 24 24" fill="none" stroke="#263238" stroke-width="3"/></g>`
  );
}

function car(x, y, colour, flip = false) {
  const t = flip ? ` transform="translate(${2 * x + 120} 0) scale(-1 1)"` : '';
  return (
    `<g${t}><path d="M${x} ${y + 30}q2-16 20-18l22-14h42l24 16q12 2 12 16v8H${x}z" fill="${colour}" stroke="#212121" stroke-width="2"/>` +
    `<path d="M${x + 46} ${y + 2}h34l16 12H${x + 30}z" fill="#90caf9" opacity=".85"/>` +
    `<circle cx="${x + 28}" cy="${y + 38}" r="11" fill="#212121"/><circle cx="${x + 96}" cy="${y + 38}" r="11" fill="#212121"/>` +
    `<circle cx="${x + 28}" cy="${y + 38}" r="4" fill="#bdbdbd"/><circle cx="${x + 96}" cy="${y + 38}" r="4" fill="#bdbdbd"/></g>`
  );
}

function carColour(k, i) {
  return CAR_COLOURS[(k * 3 + Math.floor(k / 4) + i * 5) % CAR_COLOURS.length];
}

function canopyScene(p, k) {
  const hills = `<path d="M0 230q120-70 240-20t220-10 180 0V250H0z" fill="${p.far}"/>`;
  const pillars = [90, 310, 530]
    .map((x) => `<rect x="${x}" y="150" width="12" height="100" fill="#90a4ae"/>`)
    .join('');
  const roof = `<path d="M60 130h520l-20 24H80z" fill="#eceff1" stroke="#455a64" stroke-width="2"/><rect x="80" y="150" width="480" height="6" fill="${p.accent}"/>`;
  const lights = p.lit ? `<path d="M90 156l-30 94h520l-30-94z" fill="${p.glow}" opacity=".15"/>` : '';
  const chargers = [150, 370, 480].map((x) => charger(x, 188, p)).join('');
  return (
    hills +
    ground(p, 250) +
    lights +
    pillars +
    roof +
    chargers +
    car(200, 214, carColour(k, 0)) +
    car(330, 300, carColour(k, 1), true)
  );
}

function mallScene(p, k) {
  const glass = [];
  for (let i = 0; i < 8; i += 1)
    glass.push(
      `<rect x="${112 + i * 54}" y="118" width="44" height="84" fill="${p.lit ? p.glow : '#b3e5fc'}" opacity="${p.lit ? 0.55 : 0.8}"/>`,
    );
  const facade =
    `<rect x="90" y="80" width="460" height="150" fill="${p.near}"/><rect x="90" y="80" width="460" height="26" fill="${p.accent}"/>` +
    `<rect x="250" y="86" width="140" height="14" rx="7" fill="#fff" opacity=".85"/>${glass.join('')}`;
  const bays = [150, 290, 430]
    .map((x) => `<path d="M${x} 255l-20 70M${x + 120} 255l20 70" stroke="#fafafa" stroke-width="3"/>`)
    .join('');
  return (
    `<rect y="200" width="${W}" height="40" fill="${p.far}"/>` +
    facade +
    `<rect y="230" width="${W}" height="${H - 230}" fill="${p.ground}"/>` +
    bays +
    charger(205, 200, p) +
    charger(345, 200, p) +
    car(170, 270, carColour(k, 0)) +
    car(440, 272, carColour(k, 1), true)
  );
}

function cityScene(p, k) {
  const towers = [];
  const heights = [120, 170, 95, 200, 140, 110, 185, 130, 160];
  heights.forEach((h, i) => {
    const x = i * 72 - 10;
    towers.push(`<rect x="${x}" y="${240 - h}" width="62" height="${h}" fill="${i % 2 ? p.near : p.far}"/>`);
    if (p.lit) {
      for (let r = 0; r < 3; r += 1)
        towers.push(
          `<rect x="${x + 10 + ((r * 17 + i * 7) % 34)}" y="${254 - h + r * 26}" width="10" height="8" fill="${p.glow}" opacity=".8"/>`,
        );
    }
  });
  const kerb = `<rect y="240" width="${W}" height="18" fill="#b0bec5"/>`;
  const tree = (x) =>
    `<rect x="${x + 6}" y="206" width="6" height="34" fill="#5d4037"/><circle cx="${x + 9}" cy="200" r="18" fill="#388e3c"/>`;
  return (
    towers.join('') +
    `<rect y="258" width="${W}" height="${H - 258}" fill="${p.road}"/>` +
    `<path d="M0 310H${W}" stroke="#f5f5f5" stroke-width="3" stroke-dasharray="24 18"/>` +
    kerb +
    tree(40) +
    tree(560) +
    charger(220, 180, p) +
    charger(400, 180, p) +
    car(250, 262, carColour(k, 0)) +
    car(60, 300, carColour(k, 2), true)
  );
}

function hillsScene(p, k) {
  const mountains =
    `<path d="M0 220l110-110 80 70 120-120 150 150 90-60 90 70v30H0z" fill="${p.far}"/>` +
    `<path d="M0 250q160-80 320-20t320-30v60H0z" fill="${p.near}"/>`;
  const pine = (x, s) => `<path d="M${x} ${250 - 60 * s}l${18 * s} ${60 * s}h-${36 * s}z" fill="#2e7d32"/>`;
  const kiosk =
    `<rect x="360" y="170" width="150" height="10" fill="${p.accent}"/><rect x="370" y="180" width="8" height="70" fill="#90a4ae"/>` +
    `<rect x="492" y="180" width="8" height="70" fill="#90a4ae"/>`;
  return (
    mountains +
    pine(60, 1) +
    pine(95, 0.7) +
    pine(590, 0.9) +
    ground(p, 250) +
    kiosk +
    charger(390, 188, p) +
    charger(450, 188, p) +
    car(180, 296, carColour(k, 1), true)
  );
}
