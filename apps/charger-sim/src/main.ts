// charger-sim: plays the charge points the ocpp service registered as simulated, over real OCPP 1.6J.
// The logic lives in @chargesetu/ocpp/simulator; this file reads the environment and handles the signals.
import { loadChargerSimConfig, startChargerSimApp } from '@chargesetu/ocpp/simulator';
import pino from 'pino';

let config;
try {
  config = loadChargerSimConfig(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const logger = pino({
  level: config.LOG_LEVEL,
  base: { service: 'charger-sim' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
const app = startChargerSimApp(config, logger);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal while stopping: stop now.
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'stopping');
    app.stop().then(
      () => process.exit(0),
      (err: Error) => {
        logger.error({ err }, 'stopping failed');
        process.exit(1);
      },
    );
  });
}
