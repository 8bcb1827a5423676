import type { FastifyPluginAsync } from 'fastify';
import { answerHandedCommand } from '../commands/send-command';
import type { OcppDeps } from '../deps';
import { createOcppServer } from '../socket/ocpp-server';
import { adminChargePointsRoutes } from './admin-charge-points.routes';
import { adminConsoleRoutes } from './admin-console.routes';
import { idTagsRoutes } from './id-tags.routes';
import { rfidCardsRoutes } from './rfid-cards.routes';
import { internalChargePointsRoutes } from './internal-charge-points.routes';

/**
 * Every ocpp route, and the chargers' WebSocket endpoint (`/ocpp/{chargePointId}`) on the same HTTP
 * server: the public port in the all-in-one mode; in the microservices mode its own port, which the
 * gateway relays chargers to.
 */
export const ocppRoutes: FastifyPluginAsync<{ deps: OcppDeps }> = async (app, { deps }) => {
  await app.register(adminChargePointsRoutes, { deps });
  await app.register(adminConsoleRoutes, { deps });
  await app.register(internalChargePointsRoutes, { deps });
  await app.register(idTagsRoutes, { deps });
  await app.register(rfidCardsRoutes, { deps });

  // Commands other instances hand over for the chargers this one holds (§10): taken before any charger
  // can connect here, given up after the sockets closed.
  const commandQueue = deps.commandQueue;
  if (commandQueue)
    await commandQueue
      .serve((body) => answerHandedCommand(deps, body))
      .catch((err: Error) =>
        app.log.warn({ err: err.message }, 'command queue not up yet; it starts when RabbitMQ is'),
      );
  const ocpp = createOcppServer(deps);
  app.server.on('upgrade', ocpp.onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', ocpp.onUpgrade);
    await ocpp.close();
  });
  if (commandQueue) app.addHook('onClose', async () => commandQueue.close());
};
