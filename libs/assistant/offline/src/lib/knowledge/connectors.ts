import { canonicalConnector } from '@chargesetu/shared/domain';

/** What each connector standard is, in a driver's words. Keys are the station-side names. */
export const CONNECTOR_GUIDE: Readonly<Record<string, { title: string; text: string }>> = {
  CCS2: {
    title: 'CCS2 (Combined Charging System, "Combo 2")',
    text: 'India’s main DC fast-charging standard for cars (Tata, MG, Hyundai, Mahindra, BYD, Kia and most new EVs). The inlet is a Type 2 AC socket with two large DC pins below it, so the same car also charges on Type 2 AC.',
  },
  CHAdeMO: {
    title: 'CHAdeMO',
    text: 'A Japanese DC fast-charging standard with its own round plug. In India it is mainly used by the Nissan Leaf and a few imports; fewer stations offer it than CCS2.',
  },
  'Type 2': {
    title: 'Type 2 (Mennekes, IEC 62196-2)',
    text: 'The standard AC plug in India and Europe, usually 7–22 kW. Slower than DC but cheaper per kWh; good for top-ups while you shop or work. Cars with a CCS2 inlet accept Type 2 too.',
  },
  'GB/T': {
    title: 'GB/T',
    text: 'The Chinese standard. In India its DC version is used by the low-power Bharat DC-001 chargers (about 15 kW) built for early fleet cars such as the Mahindra eVerito.',
  },
  'Type 1': {
    title: 'Type 1 (J1772)',
    text: 'An American/Japanese AC plug, rare in India (some older imports).',
  },
};

/** Connector names a text mentions, as stations name them ("ccs" -> CCS2, "mennekes" -> Type 2). */
export function connectorsIn(text: string): string[] {
  const t = ` ${text.toLowerCase().replace(/[^a-z0-9/]+/g, ' ')} `;
  const patterns: Array<[RegExp, string]> = [
    [/ (ccs ?2|ccs combo( 2)?|ccs|combo 2) /, 'CCS2'],
    [/ chademo /, 'CHAdeMO'],
    [/ (type ?2|mennekes|iec 62196) /, 'Type 2'],
    [/ (gb ?\/ ?t|gbt|bharat dc ?001) /, 'GB/T'],
    [/ (type ?1|j1772) /, 'Type 1'],
  ];
  const found: Array<{ at: number; type: string }> = [];
  for (const [re, type] of patterns) {
    const m = re.exec(t);
    if (m) found.push({ at: m.index, type: canonicalConnector(type) });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.type);
}
