import type { DriverIdTag } from '@chargesetu/shared/contracts';
import type { OcppDeps } from '../deps';

/** A driver's idTag, made on first use and the same ever after. */
export async function driverIdTag(deps: OcppDeps, { userId }: { userId: number }): Promise<DriverIdTag> {
  return { idTag: await deps.idTags.ofUser(userId) };
}
