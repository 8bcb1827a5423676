import type { OcppDeps } from '../deps';
import { findIdTag } from '../id-tags/find-id-tag';
import { idTagInfoOf, type IdTagInfo } from '../rules/id-tag-authorization';

/**
 * What the platform says of an idTag on a charge point (Authorize, StartTransaction, StopTransaction):
 * `Accepted` until the booking's end when the tag is a driver's and that driver has a confirmed (or
 * active) booking on a charger this charge point serves, whose window (from CHARGING_EARLY_START_MINUTES
 * before its start) covers now; otherwise `Invalid` for a tag that is no driver's, `Expired` for a
 * driver without such a booking, `ConcurrentTx` (not to be cached) when bookings cannot be read. See
 * idTagInfoOf for why each. With `connectorId` (StartTransaction names one) only that connector's charger
 * counts; without (Authorize), any connector of the charge point. Judged at the moment of answering: an
 * offline-queued StartTransaction is told whether the charger may go on charging now.
 */
export async function idTagInfo(
  deps: OcppDeps,
  chargePointId: string,
  idTag: string,
  connectorId?: number,
): Promise<IdTagInfo> {
  const now = deps.now();
  return idTagInfoOf(await findIdTag(deps, { chargePointId, idTag, connectorId, at: now }), now);
}
