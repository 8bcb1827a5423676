import { placeWords } from '@chargesetu/shared/domain';

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

/** Common EVs on Indian roads. Cars with CCS2 take AC through the Type 2 half of the same inlet. */
export const EV_MODELS: readonly EvModel[] = [
  {
    name: 'Tata Nexon EV',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 40.5,
    names: ['nexon ev', 'nexon'],
  },
  {
    name: 'Tata Tiago EV',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 24,
    names: ['tiago ev', 'tiago'],
  },
  {
    name: 'Tata Punch EV',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 35,
    names: ['punch ev', 'tata punch', 'punch'],
  },
  {
    name: 'Tata Tigor EV',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 26,
    names: ['tigor ev', 'tigor'],
  },
  {
    name: 'Tata Curvv EV',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 45,
    names: ['curvv ev', 'curvv', 'curv ev'],
  },
  {
    name: 'MG ZS EV',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 50.3,
    names: ['mg zs ev', 'zs ev', 'zsev', 'mg zs'],
  },
  {
    name: 'MG Windsor EV',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 38,
    names: ['windsor ev', 'mg windsor', 'windsor'],
  },
  {
    name: 'MG Comet EV',
    kind: 'car',
    dc: null,
    ac: 'Type 2',
    batteryKwh: 17.3,
    note: 'The Comet has no DC fast charging: it charges on AC only.',
    names: ['comet ev', 'mg comet', 'comet'],
  },
  {
    name: 'Hyundai Kona Electric',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 39.2,
    names: ['kona electric', 'kona ev', 'kona'],
  },
  {
    name: 'Hyundai Ioniq 5',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 72.6,
    names: ['ioniq 5', 'ioniq5', 'ioniq'],
  },
  {
    name: 'Hyundai Creta Electric',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 51.4,
    names: ['creta electric', 'creta ev'],
  },
  {
    name: 'BYD Atto 3',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 60.5,
    names: ['atto 3', 'atto3', 'atto'],
  },
  { name: 'BYD e6', kind: 'car', dc: 'CCS2', ac: 'Type 2', batteryKwh: 71.7, names: ['byd e6', 'e6'] },
  { name: 'BYD Seal', kind: 'car', dc: 'CCS2', ac: 'Type 2', batteryKwh: 82.5, names: ['byd seal'] },
  {
    name: 'Mahindra XUV400',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 39.4,
    names: ['xuv400', 'xuv 400', 'xuv 400 ev'],
  },
  { name: 'Mahindra BE 6', kind: 'car', dc: 'CCS2', ac: 'Type 2', batteryKwh: 59, names: ['be 6', 'be6'] },
  {
    name: 'Mahindra XEV 9e',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    batteryKwh: 59,
    names: ['xev 9e', 'xev9e'],
  },
  {
    name: 'Mahindra eVerito',
    kind: 'car',
    dc: 'GB/T',
    ac: null,
    batteryKwh: 21,
    note: 'Its DC charging follows Bharat DC-001, which uses the GB/T connector at about 15 kW.',
    names: ['e verito', 'everito'],
  },
  { name: 'Kia EV6', kind: 'car', dc: 'CCS2', ac: 'Type 2', batteryKwh: 84, names: ['kia ev6', 'ev6'] },
  { name: 'Kia EV9', kind: 'car', dc: 'CCS2', ac: 'Type 2', batteryKwh: 99.8, names: ['kia ev9', 'ev9'] },
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
  {
    name: 'Mercedes-Benz EQ range (EQA, EQB, EQE, EQS)',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    names: ['eqs', 'eqe', 'eqb', 'eqa'],
  },
  {
    name: 'BMW iX / i4 / i7',
    kind: 'car',
    dc: 'CCS2',
    ac: 'Type 2',
    names: ['bmw ix', 'bmw i4', 'bmw i7', 'ix1'],
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
