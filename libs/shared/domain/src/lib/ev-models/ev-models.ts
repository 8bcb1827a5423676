import type { EvModelSpec } from './ev-model';
import { EV_MODEL_CATALOGUE } from './ev-models.data';

/** Lowercase, accents and punctuation dropped, spaces squeezed: "Citroën ëC3" -> "citroen ec3". */
function norm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.+]+/g, ' ')
    .trim();
}

/** The model as the vehicle form writes it: "Nexon EV 45", "ZS EV". */
export function evModelLabel(m: Pick<EvModelSpec, 'model' | 'variant'>): string {
  return m.variant ? `${m.model} ${m.variant}` : m.model;
}

/** The makes of the catalogue, in alphabetical order. */
export function evMakes(): string[] {
  return [...new Set(EV_MODEL_CATALOGUE.map((m) => m.make))].sort((a, b) => a.localeCompare(b));
}

/** The catalogue entries of one make (any case), in catalogue order. */
export function evModelsOfMake(make: string): EvModelSpec[] {
  const key = norm(make);
  return EV_MODEL_CATALOGUE.filter((m) => norm(m.make) === key);
}

/**
 * The catalogue entry a vehicle's make and model name: the model as the form writes it ("Nexon EV 45"),
 * or the bare model when only one variant has it ("ZS EV"). Case, accents and punctuation do not
 * matter. null when unknown, or when the bare model leaves the variant (hence the battery) open.
 */
export function findEvModelSpec(vehicle: { make: string; model: string }): EvModelSpec | null {
  const model = norm(vehicle.model);
  const ofMake = evModelsOfMake(vehicle.make);
  const exact = ofMake.find((m) => norm(evModelLabel(m)) === model);
  if (exact) return exact;
  const bare = ofMake.filter((m) => norm(m.model) === model);
  return bare.length === 1 ? bare[0] : null;
}

const FORM_CONNECTOR_NAMES: Record<string, string> = { CCS2: 'CCS Combo', 'Type 2': 'Type 2 (Mennekes)' };

/** A model's connectors as the full vehicle form names them ("CCS Combo", "Type 2 (Mennekes)"). */
export function evFormConnectors(m: Pick<EvModelSpec, 'connectors'>): string[] {
  return m.connectors.map((c) => FORM_CONNECTOR_NAMES[c] ?? c);
}
