import { defineService } from '@chargesetu/shared/runtime';
import { CreateOcpp1764300000000 } from './db/migrations/1764300000000-create-ocpp';
import { ConnectionEndpoint1764310000000 } from './db/migrations/1764310000000-connection-endpoint';
import { IdTags1764600000000 } from './db/migrations/1764600000000-id-tags';
import { CommandAudit1764900000000 } from './db/migrations/1764900000000-command-audit';
import { DropConnectionEndpoint1765100000000 } from './db/migrations/1765100000000-drop-connection-endpoint';
import { RfidCards1765700000000 } from './db/migrations/1765700000000-rfid-cards';
import { buildOcppDeps } from './deps';
import { flushLastSeenJob } from './jobs/flush-last-seen.job';
import { livenessJob } from './jobs/liveness.job';
import { purgeAnsweredMessagesJob } from './jobs/purge-answered-messages.job';
import { ocppRoutes } from './routes/ocpp.routes';
import { seedSimulatedChargers } from './seed/seed-simulated-chargers';

/**
 * The ocpp service (docs/architecture.md §7): holds chargers' OCPP 1.6J sockets and owns the `ocpp`
 * schema: the charge point registry, connector statuses and their history, transactions and meter
 * values, and drivers' idTags. Publishes charger.connector.status-changed, charger.transaction.started,
 * charger.meter.sampled and charger.transaction.ended.
 */
export const ocppService = defineService({
  name: 'ocpp',
  schema: 'ocpp',
  migrations: [
    CreateOcpp1764300000000,
    ConnectionEndpoint1764310000000,
    IdTags1764600000000,
    CommandAudit1764900000000,
    DropConnectionEndpoint1765100000000,
    RfidCards1765700000000,
  ],
  deps: buildOcppDeps,
  routes: ocppRoutes,
  jobs: [livenessJob, purgeAnsweredMessagesJob, flushLastSeenJob],
  seed: seedSimulatedChargers,
});
