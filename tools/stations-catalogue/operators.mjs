// Real Indian public charge-point operators and the charger kits they install.
// A kit entry is [connector type, power kW (whole number: bookings store power as an integer), count].
// Counts above 1 are identical physical chargers: the bookings service treats each one as capacity.

// HP and DC are the same CCS2 plug; the names only make high-power (100 kW+) kits easy to spot.
const HP = (power, count = 1) => ['CCS2', power, count];
const DC = (power, count = 1) => ['CCS2', power, count];
const AC7 = (count = 1) => ['Type 2', 7, count];
const AC22 = (count = 1) => ['Type 2', 22, count];
const CHADEMO = ['CHAdeMO', 50, 1];
const GBT = (count = 1) => ['GB/T', 15, count];

export const OPERATORS = {
  'Tata Power EZ Charge': {
    live: true,
    kits: [
      [DC(60), AC7()],
      [DC(30), AC7(2)],
      [DC(25), GBT(), AC7()],
      [HP(120, 2), DC(60)],
      [DC(60, 2), AC22()],
      [DC(30)],
      [HP(120, 2), DC(60, 2), AC7()],
    ],
  },
  Statiq: {
    live: true,
    kits: [
      [DC(60, 2), AC22()],
      [HP(120), DC(60), AC7()],
      [HP(240), DC(60, 2)],
      [DC(30), AC7(2)],
    ],
  },
  ChargeZone: {
    live: true,
    kits: [
      [HP(120, 2), DC(60)],
      [HP(180), DC(60), AC22()],
      [HP(240, 2), HP(120, 2), DC(60, 2)],
      [DC(60, 2)],
      [DC(60)],
    ],
  },
  'Jio-bp pulse': {
    live: true,
    kits: [
      [DC(60), AC7()],
      [HP(180), DC(60)],
      [HP(120, 2), AC22()],
      [DC(50), CHADEMO, AC22()],
    ],
  },
  'Zeon Charging': {
    live: true,
    kits: [
      [DC(60), CHADEMO, AC22()],
      [HP(150), DC(60), AC22()],
      [DC(60, 2), AC22()],
    ],
  },
  GLIDA: {
    live: true,
    kits: [
      [DC(50), CHADEMO, AC22()],
      [DC(60, 2), AC22()],
      [HP(120), DC(50), CHADEMO],
    ],
  },
  EESL: {
    live: false,
    kits: [[DC(50), CHADEMO, GBT(2)], [GBT(2), AC7()], [DC(50), GBT(), AC7()], [GBT()]],
  },
  ChargeGrid: {
    live: false,
    kits: [
      [DC(30), AC7(2)],
      [DC(60), CHADEMO, AC22()],
    ],
  },
  BESCOM: {
    live: false,
    kits: [
      [DC(60), GBT()],
      [DC(25), GBT(), AC7()],
    ],
  },
  'Shell Recharge': {
    live: true,
    kits: [
      [DC(60), AC22()],
      [HP(120), DC(60)],
    ],
  },
  'Bolt.Earth': {
    live: false,
    kits: [[AC7(3)], [AC7(), ['Type 1', 7, 1]], [AC22(), AC7(2)], [AC7()]],
  },
  Kazam: {
    live: false,
    kits: [[DC(30), AC7()], [AC22(), AC7()], [DC(30), AC7(), ['Type 1', 7, 1]], [AC22()]],
  },
};

// Who operates where: national networks everywhere, regional ones where they are actually present.
const NATIONAL = [
  ['Tata Power EZ Charge', 5],
  ['Statiq', 3],
  ['ChargeZone', 2],
  ['Jio-bp pulse', 3],
  ['GLIDA', 1],
  ['Bolt.Earth', 1],
  ['Kazam', 1],
];
const REGIONAL = {
  Maharashtra: [
    ['ChargeGrid', 3],
    ['Shell Recharge', 1],
  ],
  Delhi: [
    ['EESL', 5],
    ['GLIDA', 2],
    ['Shell Recharge', 1],
  ],
  Karnataka: [
    ['BESCOM', 4],
    ['Zeon Charging', 3],
    ['Shell Recharge', 2],
  ],
  'Tamil Nadu': [
    ['Zeon Charging', 5],
    ['Shell Recharge', 1],
    ['GLIDA', 1],
  ],
  Kerala: [['Zeon Charging', 4]],
  Telangana: [
    ['Zeon Charging', 2],
    ['GLIDA', 2],
  ],
  'Andhra Pradesh': [['Zeon Charging', 2]],
  Gujarat: [['ChargeZone', 4]],
  'Uttar Pradesh': [['EESL', 2]],
  Haryana: [['EESL', 1]],
};

/** Operator weights for a state: national networks plus its regional ones. */
export function operatorWeights(state) {
  return [...NATIONAL, ...(REGIONAL[state] ?? [])];
}

/** Price bands in rupees per kWh (2 decimals): AC cheaper, DC dearer, high power dearest. */
export function priceBand(type, power) {
  if (power >= 100) return [22 + (power - 120) / 60, 26 + (power - 120) / 60];
  if (type === 'GB/T') return [18, 20];
  if (type === 'Type 2' || type === 'Type 1') return power >= 22 ? [14, 18] : [12, 16];
  return [18, 24];
}
