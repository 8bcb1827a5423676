import type { InboundHandler } from './inbound-call';

/** DataTransfer: ChargeSetu knows no vendor extensions (OCPP 1.6 §6.17: UnknownVendorId). */
export const dataTransfer: InboundHandler<'DataTransfer'> = async (deps, { chargePointId, params }) => {
  deps.ctx.logger.info({ chargePointId, vendorId: params.vendorId, messageId: params.messageId }, 'DataTransfer from an unknown vendor');
  return { status: 'UnknownVendorId' };
};
