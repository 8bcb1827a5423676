import { EV_MODEL_CATALOGUE, placeWords } from '@chargesetu/shared/domain';

/** What the assistant knows about a common EV sold in India: its charging inlets. */
export interface EvModel {
  name: string;
  kind: 'car' | 'two-wheeler';
  /** DC fast-charging connector as stations name it, or null when it has none. */
  dc: 'CCS2' | 'CHAdeMO' | 'GB/T' | null;
  /** AC connector as stations name it, or null when it charges from a portable/home charger only. */
  ac: 'Type 2' | 'Type 1' | null;
  note?: string;
  /** Usable battery of the common variant, kWh (for time estimates). */
  batteryKwh?: number;
  /** Lowercase word sequences that name it; the first match wins, so longer, specific ones come first. */
  names: string[];
}

const TWO_WHEELER_NOTE =
  'Electric two-wheelers in India charge from a regular 5/15 A socket with their portable charger, or on the maker’s own fast-charging network; they do not use the car connectors (CCS2, CHAdeMO, Type 2, GB/T) that ChargeSetu stations offer.';

/**
 * A car of the domain's EV model catalogue (the one source of its figures): its connectors and battery
 * (of the catalogue's first variant, the common one), named "Make Model", found by `names`.
 */
function catalogued(id: string, names: string[]): EvModel {
  const spec = EV_MODEL_CATALOGUE.find((m) => m.id === id);
  if (!spec) throw new Error(`no EV model ${id} in the catalogue`);
  return {
    name: `${spec.make} ${spec.model}`,
    kind: 'car',
    dc: spec.maxDcKw === null ? null : 'CCS2',
    ac: 'Type 2',
    batteryKwh: spec.batteryKwh,
    ...(spec.maxDcKw === null
      ? { note: `The ${spec.model} has no DC fast charging: it charges on AC only.` }
      : {}),
    names,
  };
}

/**
 * Common EVs on Indian roads: the catalogue's cars, then what the catalogue does not hold (models no
 * longer sold, whole ranges, two-wheelers). Cars with CCS2 take AC through the Type 2 half of the same inlet.
 */
export const EV_MODELS: readonly EvModel[] = [
  catalogued('tata-nexon-ev-45', ['nexon ev', 'nexon']),
  catalogued('tata-tiago-ev-lr', ['tiago ev', 'tiago']),
  catalogued('tata-punch-ev-lr', ['punch ev', 'tata punch', 'punch']),
  {
    name: 'Tata Tigor EV',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 26,
    names: ['tigor ev', 'tigor'],
  },
  catalogued('tata-curvv-ev-45', ['curvv ev', 'curvv', 'curv ev']),
  catalogued('mg-zs-ev', ['mg zs ev', 'zs ev', 'zsev', 'mg zs']),
  catalogued('mg-windsor-ev', ['windsor ev', 'mg windsor', 'windsor']),
  catalogued('mg-comet-ev', ['comet ev', 'mg comet', 'comet']),
  catalogued('hyundai-kona-electric', ['kona electric', 'kona ev', 'kona']),
  catalogued('hyundai-ioniq-5', ['ioniq 5', 'ioniq5', 'ioniq']),
  catalogued('hyundai-creta-electric-51', ['creta electric', 'creta ev']),
  catalogued('byd-atto-3', ['atto 3', 'atto3', 'atto']),
  { name: 'BYD e6', kind: 'car', dc: 'CCS2', ac: 'Type 2', batteryKwh: 71.7, names: ['byd e6', 'e6'] },
  catalogued('byd-seal', ['byd seal']),
  catalogued('byd-emax-7', ['emax 7', 'emax7', 'e max 7']),
  catalogued('mahindra-xuv400-el', ['xuv400', 'xuv 400', 'xuv 400 ev']),
  catalogued('mahindra-be-6-79', ['be 6', 'be6']),
  catalogued('mahindra-xev-9e-79', ['xev 9e', 'xev9e']),
  {
    name: 'Mahindra eVerito',
    kind: 'car',
    dc: 'GB/T',
    ac: null,
    batteryKwh: 21,
    note: 'Its DC charging follows Bharat DC-001, which uses the GB/T connector at about 15 kW.',
    names: ['e verito', 'everito'],
  },
  catalogued('kia-ev6', ['kia ev6', 'ev6']),
  catalogued('kia-ev9', ['kia ev9', 'ev9']),
  {
    name: 'Citroën ëC3',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 29.2,
    names: ['citroen ec3', 'ec3', 'e c3'],
  },
  {
    name: 'Nissan Leaf',
    kind: 'car',
    dc: 'CHAdeMO',
    ac: 'Type 2',
    batteryKwh: 40,
    note: 'The Leaf is one of the few cars in India that fast-charges on CHAdeMO rather than CCS2.',
    names: ['nissan leaf', 'leaf'],
  },
  catalogued('mercedes-eqa', ['mercedes eqa', 'eqa']),
  {
    name: 'Mercedes-Benz EQ range (EQB, EQE, EQS)',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    names: ['eqs', 'eqe', 'eqb'],
  },
  catalogued('bmw-ix1', ['bmw ix1', 'ix1']),
  {
    name: 'BMW iX / i4 / i7',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    names: ['bmw ix', 'bmw i4', 'bmw i7'],
  },
  {
    name: 'Volvo XC40 / C40 Recharge',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    names: ['xc40', 'c40 recharge'],
  },
  { name: 'Audi e-tron', kind: 'car', dc: 'CCS2', ac: 'Type 2', names: ['e tron', 'etron'] },
  { name: 'Porsche Taycan', kind: 'car', dc: 'CCS2', ac: 'Type 2', names: ['taycan'] },
  { name: 'Mini Cooper SE', kind: 'car', dc: 'CCS2', ac: 'Type 2', names: ['mini cooper se', 'cooper se'] },
  { name: 'Jaguar I-Pace', kind: 'car', dc: 'CCS2', ac: 'Type 2', names: ['i pace', 'ipace'] },
  {
    name: 'Ather 450 / Rizta',
    kind: 'two-wheeler',
    dc: null,
    ac: null,
    note: TWO_WHEELER_NOTE,
    names: ['ather', 'rizta'],
  },
  {
    name: 'Ola S1',
    kind: 'two-wheeler',
    dc: null,
    ac: null,
    note: TWO_WHEELER_NOTE,
    names: ['ola s1', 'ola scooter', 'ola electric'],
  },
  {
    name: 'TVS iQube',
    kind: 'two-wheeler',
    dc: null,
    ac: null,
    note: TWO_WHEELER_NOTE,
    names: ['iqube', 'i qube'],
  },
  {
    name: 'Bajaj Chetak',
    kind: 'two-wheeler',
    dc: null,
    ac: null,
    note: TWO_WHEELER_NOTE,
    names: ['chetak'],
  },
  {
    name: 'Hero Vida',
    kind: 'two-wheeler',
    dc: null,
    ac: null,
    note: TWO_WHEELER_NOTE,
    names: ['vida v1', 'hero vida', 'vida'],
  },
];

/** The connectors a model's inlets take, as stations name them (DC first). */
export function evConnectors(m: EvModel): string[] {
  return [m.dc, m.ac].filter((c): c is NonNullable<typeof c> => c !== null);
}

/** The first EV model a text names ("my nexon", "Tata Nexon EV", "zs ev"), or null. */
export function findEvModel(text: string): EvModel | null {
  const words = placeWords(text);
  const joined = ` ${words.join(' ')} `;
  let best: { model: EvModel; at: number } | null = null;
  for (const model of EV_MODELS) {
    for (const name of model.names) {
      const at = joined.indexOf(` ${name} `);
      if (at >= 0 && (!best || at < best.at)) best = { model, at };
      if (at >= 0) break;
    }
  }
  return best?.model ?? null;
}

/** A registered vehicle's make and model matched to the knowledge above (for battery size). */
export function evModelOf(vehicle: { make: string; model: string }): EvModel | null {
  return findEvModel(`${vehicle.make} ${vehicle.model}`);
}
