import type { OCPP16 } from '@chargesetu/ocpp/protocol';
import type { OcppDeps } from '../deps';

type IdTagInfo = OCPP16.AuthorizeResponse['idTagInfo'];

/**
 * What the platform says of an idTag on a charge point. Drivers' idTags (each tied to a confirmed booking
 * on that charger at that time) are not issued yet, so no tag is known and every tag is Invalid: a
 * charger asked to start for a tag it read itself refuses, and a transaction it started anyway is
 * recorded with the answer it got.
 */
export async function idTagInfo(_deps: OcppDeps, _chargePointId: string, _idTag: string): Promise<IdTagInfo> {
  return { status: 'Invalid' };
}
