/**
 * What the simulator logs through: the subset of a pino logger it uses (`logger.info({ ... }, 'message')`),
 * so a service's or app's pino logger can be passed as is. Silent when none is given: a test or a library
 * user sees nothing unless it asks.
 */
export interface SimulatorLogger {
  error(obj: Record<string, unknown>, msg?: string): void;
  warn(obj: Record<string, unknown>, msg?: string): void;
  info(obj: Record<string, unknown>, msg?: string): void;
  debug(obj: Record<string, unknown>, msg?: string): void;
}

const ignore = () => undefined;

export const silentLogger: SimulatorLogger = { error: ignore, warn: ignore, info: ignore, debug: ignore };
