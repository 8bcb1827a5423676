import type { InboundHandler } from './inbound-call';
import { idTagInfo } from './id-tags';

/** Authorize: whether the charger may charge for this idTag (see idTagInfo). */
export const authorize: InboundHandler<'Authorize'> = async (deps, { chargePointId, params }) => ({
  idTagInfo: await idTagInfo(deps, chargePointId, params.idTag),
});
