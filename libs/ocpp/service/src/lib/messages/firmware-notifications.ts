import type { InboundHandler } from './inbound-call';

/** DiagnosticsStatusNotification and FirmwareStatusNotification: logged; the answers carry nothing. */
export const diagnosticsStatusNotification: InboundHandler<'DiagnosticsStatusNotification'> = async (deps, { chargePointId, params }) => {
  deps.ctx.logger.info({ chargePointId, status: params.status }, 'diagnostics status');
  return {};
};

export const firmwareStatusNotification: InboundHandler<'FirmwareStatusNotification'> = async (deps, { chargePointId, params }) => {
  deps.ctx.logger.info({ chargePointId, status: params.status }, 'firmware status');
  return {};
};
