/**
 * The secret the simulated chargers' passwords derive from (`simulatedChargerPassword(secret, id)` in
 * @chargesetu/ocpp/protocol): CHARGER_SIM_SECRET when it is set, else JWT_SECRET itself. One rule, used by
 * the simulator to derive the passwords and by the ocpp service to register them, so the two always agree.
 * Undefined when neither is set: nothing can derive the passwords then. An empty value counts as unset.
 */
export function simulatorSecret(env: {
  CHARGER_SIM_SECRET?: string;
  JWT_SECRET?: string;
}): string | undefined {
  if (env.CHARGER_SIM_SECRET) return env.CHARGER_SIM_SECRET;
  if (env.JWT_SECRET) return env.JWT_SECRET;
  return undefined;
}
