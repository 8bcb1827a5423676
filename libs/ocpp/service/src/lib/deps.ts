import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { simulatorSecret } from '@chargesetu/ocpp/protocol';
import { createAmqpRpc, type AmqpRpc } from '@chargesetu/shared/messaging';
import { loadRuntimeConfig, type ServiceContext } from '@chargesetu/shared/runtime';
import { bookingsClient, type BookingsClient } from './clients/bookings.client';
import { chargingClient, type ChargingClient } from './clients/charging.client';
import { paymentsClient, type PaymentsClient } from './clients/payments.client';
import { stationsClient, type StationsClient } from './clients/stations.client';
import { loadOcppConfig, type OcppConfig } from './config';
import {
  answeredMessagesRepository,
  type AnsweredMessagesRepository,
} from './repositories/answered-messages.repository';
import { chargePointsRepository, type ChargePointsRepository } from './repositories/charge-points.repository';
import { connectorsRepository, type ConnectorsRepository } from './repositories/connectors.repository';
import { idTagsRepository, type IdTagsRepository } from './repositories/id-tags.repository';
import { rfidCardsRepository, type RfidCardsRepository } from './repositories/rfid-cards.repository';
import { transactionsRepository, type TransactionsRepository } from './repositories/transactions.repository';
import { chargePointPasswords, type ChargePointPasswords } from './rules/charge-point-password';
import { chargerConnections, type ChargerConnections } from './socket/charger-connections';
import { lastSeenBuffer, type LastSeenBuffer } from './socket/last-seen';

/** What the ocpp routes, socket handlers, jobs and seed work with, built once per service instance. */
export interface OcppDeps {
  ctx: ServiceContext;
  config: OcppConfig;
  /** This process among the ocpp instances: recorded beside each charger whose socket it holds. */
  instance: string;
  /**
   * Commands to and from the other ocpp instances over RabbitMQ, this instance's queue named by `instance`
   * (docs/architecture.md §10); null with the in-process bus, where this is the only instance.
   */
  commandQueue: AmqpRpc | null;
  /** The secret the simulated chargers' passwords derive from (docs: CHARGER_SIM_SECRET). */
  simulatorSecret: string;
  chargePoints: ChargePointsRepository;
  /** The "last seen" times of the chargers held here, written to the registry by the flush job. */
  lastSeen: LastSeenBuffer;
  connectors: ConnectorsRepository;
  transactions: TransactionsRepository;
  answered: AnsweredMessagesRepository;
  passwords: ChargePointPasswords;
  /** Drivers' idTags (made on first use). */
  idTags: IdTagsRepository;
  /** Drivers' RFID cards. */
  cards: RfidCardsRepository;
  stations: StationsClient;
  /** The drivers' current bookings, for the idTag rule. */
  bookings: BookingsClient;
  /** Wallet balances, for a card tapped without a booking. */
  payments: PaymentsClient;
  /** The sessions of transactions begun by drivers' cards. */
  charging: ChargingClient;
  /** The sockets of the chargers connected to this process. */
  connections: ChargerConnections;
  now(): Date;
}

export function buildOcppDeps(ctx: ServiceContext): OcppDeps {
  const config = loadOcppConfig(ctx.env);
  const now = () => new Date();
  const chargePoints = chargePointsRepository(ctx.dataSource, now);
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  return {
    ctx,
    config,
    instance,
    commandQueue: commandQueueOf(ctx, instance),
    // Without a shared secret (an all-in-one start with a generated JWT secret) a random one does: the seed
    // sets the simulated chargers' passwords at every start, and the platform gives its simulator the same.
    simulatorSecret:
      simulatorSecret({ CHARGER_SIM_SECRET: config.CHARGER_SIM_SECRET, JWT_SECRET: ctx.env['JWT_SECRET'] }) ??
      randomBytes(32).toString('hex'),
    chargePoints,
    lastSeen: lastSeenBuffer((entries) => chargePoints.seenMany(entries)),
    connectors: connectorsRepository(ctx.dataSource, now),
    transactions: transactionsRepository(ctx.dataSource),
    answered: answeredMessagesRepository(ctx.dataSource),
    passwords: chargePointPasswords,
    idTags: idTagsRepository(ctx.dataSource),
    cards: rfidCardsRepository(ctx.dataSource),
    stations: stationsClient(ctx.services),
    bookings: bookingsClient(ctx.services),
    payments: paymentsClient(ctx.services),
    charging: chargingClient(ctx.services),
    connections: chargerConnections(),
    now,
  };
}

/**
 * The command queue of this instance, on the broker the events use (AMQP_URL: the hosts run the RabbitMQ
 * bus exactly when it is set); none with the in-process bus. It connects when the routes start serving it.
 */
function commandQueueOf(ctx: ServiceContext, instance: string): AmqpRpc | null {
  const runtime = loadRuntimeConfig(ctx.env);
  if (!runtime.AMQP_URL) return null;
  return createAmqpRpc({
    url: runtime.AMQP_URL,
    exchange: `${runtime.AMQP_EXCHANGE}.ocpp-commands`,
    queuePrefix: `${runtime.AMQP_QUEUE_PREFIX}ocpp.commands.`,
    node: instance,
    logger: ctx.logger,
  });
}
