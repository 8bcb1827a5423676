import type { InboundHandler } from './inbound-call';

/** Heartbeat: the charger is alive (the dispatcher keeps the time of it); the answer is the platform's time. */
export const heartbeat: InboundHandler<'Heartbeat'> = async (deps) => ({ currentTime: deps.now().toISOString() });
