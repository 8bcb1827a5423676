import type { InboundHandler } from './inbound-call';

/**
 * BootNotification: only registered charge points get this far (the handshake refused the rest), so the
 * answer is Accepted with the platform's time and heartbeat interval; what the charger says of itself
 * (vendor, model, firmware, serial) is kept for the registry.
 */
export const bootNotification: InboundHandler<'BootNotification'> = async (deps, { chargePointId, params }) => {
  const interval = deps.config.OCPP_HEARTBEAT_INTERVAL_S;
  await deps.chargePoints.booted(chargePointId, {
    vendor: params.chargePointVendor,
    model: params.chargePointModel,
    firmwareVersion: params.firmwareVersion ?? null,
    serialNumber: params.chargePointSerialNumber ?? params.chargeBoxSerialNumber ?? null,
    heartbeatIntervalS: interval,
  });
  return { status: 'Accepted', currentTime: deps.now().toISOString(), interval };
};
