import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { simulatorSecret } from '@chargesetu/ocpp/protocol';
import { loadRuntimeConfig, servicePort, type ServiceContext } from '@chargesetu/shared/runtime';
import { deriveInternalToken } from '@chargesetu/shared/server-kit';
import { bookingsClient, type BookingsClient } from './clients/bookings.client';
import { stationsClient, type StationsClient } from './clients/stations.client';
import { loadOcppConfig, type OcppConfig } from './config';
import {
  answeredMessagesRepository,
  type AnsweredMessagesRepository,
} from './repositories/answered-messages.repository';
import { chargePointsRepository, type ChargePointsRepository } from './repositories/charge-points.repository';
import { connectorsRepository, type ConnectorsRepository } from './repositories/connectors.repository';
import { idTagsRepository, type IdTagsRepository } from './repositories/id-tags.repository';
import { transactionsRepository, type TransactionsRepository } from './repositories/transactions.repository';
import { chargePointPasswords, type ChargePointPasswords } from './rules/charge-point-password';
import { chargerConnections, type ChargerConnections } from './socket/charger-connections';

/** What the ocpp routes, socket handlers, jobs and seed work with, built once per service instance. */
export interface OcppDeps {
  ctx: ServiceContext;
  config: OcppConfig;
  /** This process among the ocpp instances: recorded beside each charger whose socket it holds. */
  instance: string;
  /** Where other instances hand this one commands for the chargers it holds. */
  endpoint: string;
  /** The internal token, for handing a command to another instance ('' when there can be none: one process). */
  internalToken: string;
  /** The secret the simulated chargers' passwords derive from (docs: CHARGER_SIM_SECRET). */
  simulatorSecret: string;
  chargePoints: ChargePointsRepository;
  connectors: ConnectorsRepository;
  transactions: TransactionsRepository;
  answered: AnsweredMessagesRepository;
  passwords: ChargePointPasswords;
  /** Drivers' idTags (made on first use). */
  idTags: IdTagsRepository;
  stations: StationsClient;
  /** The drivers' current bookings, for the idTag rule. */
  bookings: BookingsClient;
  /** The sockets of the chargers connected to this process. */
  connections: ChargerConnections;
  now(): Date;
}

export function buildOcppDeps(ctx: ServiceContext): OcppDeps {
  const config = loadOcppConfig(ctx.env);
  const now = () => new Date();
  return {
    ctx,
    config,
    instance: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    endpoint:
      config.OCPP_INSTANCE_URL ?? `http://${hostname()}:${servicePort(loadRuntimeConfig(ctx.env), 'ocpp')}`,
    // Microservices mode always has JWT_SECRET; an all-in-one process that generated one is alone.
    internalToken: ctx.env['JWT_SECRET'] ? deriveInternalToken(ctx.env['JWT_SECRET']) : '',
    // Without a shared secret (an all-in-one start with a generated JWT secret) a random one does: the seed
    // sets the simulated chargers' passwords at every start, and the platform gives its simulator the same.
    simulatorSecret:
      simulatorSecret({ CHARGER_SIM_SECRET: config.CHARGER_SIM_SECRET, JWT_SECRET: ctx.env['JWT_SECRET'] }) ??
      randomBytes(32).toString('hex'),
    chargePoints: chargePointsRepository(ctx.dataSource, now),
    connectors: connectorsRepository(ctx.dataSource, now),
    transactions: transactionsRepository(ctx.dataSource),
    answered: answeredMessagesRepository(ctx.dataSource),
    passwords: chargePointPasswords(config.OCPP_PASSWORD_COST),
    idTags: idTagsRepository(ctx.dataSource),
    stations: stationsClient(ctx.services),
    bookings: bookingsClient(ctx.services),
    connections: chargerConnections(),
    now,
  };
}
