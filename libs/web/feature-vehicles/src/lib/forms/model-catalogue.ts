import {
  evFormConnectors,
  evMakes,
  evModelLabel,
  evModelsOfMake,
  findEvModelSpec,
  type EvModelSpec,
} from '@chargesetu/shared/domain';
import { translate } from '@chargesetu/web/i18n';

/** The makes the Make field suggests (docs/product.md §2.12: free text is still allowed). */
export const makeSuggestions = (): string[] => evMakes();

/** The models the Model field suggests for the make typed so far: "Nexon EV 45", "Nexon EV MR"... */
export const modelSuggestions = (make: string): string[] => evModelsOfMake(make).map(evModelLabel);

/** What choosing a known model fills in: its battery (kWh) and its connectors as the form names them. */
export interface CatalogueFill {
  model: EvModelSpec;
  batteryCapacity: string;
  connectorTypes: string[];
}

/** The fill for a make and model of the EV catalogue, or null when the catalogue does not know them. */
export function catalogueFill(make: string, model: string): CatalogueFill | null {
  const spec = findEvModelSpec({ make, model });
  if (!spec) return null;
  return { model: spec, batteryCapacity: String(spec.batteryKwh), connectorTypes: evFormConnectors(spec) };
}

/** The line under a known model: "Known model: 45 kWh battery, AC up to 7.2 kW, DC up to 60 kW." */
export function knownModelText(spec: EvModelSpec): string {
  const dc =
    spec.maxDcKw === null
      ? translate('vehicles:known.noDc')
      : translate('vehicles:known.dc', { kw: spec.maxDcKw });
  return translate('vehicles:known.model', { battery: spec.batteryKwh, ac: spec.maxAcKw, dc });
}
