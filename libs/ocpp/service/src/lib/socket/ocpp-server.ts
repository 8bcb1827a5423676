import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { OCPP16_SUBPROTOCOL, ocppIdentityOf } from '@chargesetu/shared/contracts';
import type { OcppDeps } from '../deps';
import type { InboundAction, InboundCall } from '../messages/inbound-call';
import { INBOUND_HANDLERS } from '../messages/inbound-handlers';
import { markOffline } from '../use-cases/mark-offline';
import { sendCommand } from '../commands/send-command';
import { authenticateCharger } from './authenticate-charger';
import type { ChargerConnection } from './charger-connections';
import { RPCServer, type RPCServerClient } from './ocpp-rpc';

interface Session {
  chargePointId: string;
  stationId: number;
  /** It had sent a BootNotification before this connection: a reconnection. */
  booted: boolean;
}

/**
 * The OCPP 1.6J endpoint: ocpp-rpc's server in strict mode (every call and answer checked against the OCA
 * schemas both ways: a charger's malformed call gets the CALLERROR the schema violation calls for, and
 * the connection stays), Basic authentication at the handshake, one connection per charger (a newer one
 * replaces an older), and every message handed to its handler. Strict-validation failures are logged.
 */
export function createOcppServer(deps: OcppDeps) {
  const log = deps.ctx.logger;
  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  const server = new RPCServer({
    protocols: [OCPP16_SUBPROTOCOL],
    strictMode: [OCPP16_SUBPROTOCOL],
    respondWithDetailedErrors: false,
    // OCPP-J: one call in flight towards a charger at a time.
    callConcurrency: 1,
  });

  server.auth((accept, reject, handshake) => {
    authenticateCharger(deps, handshake.identity, handshake.password)
      .then((admission) => {
        if (admission.ok)
          accept(
            {
              chargePointId: admission.chargePointId,
              stationId: admission.stationId,
              booted: admission.booted,
            },
            OCPP16_SUBPROTOCOL,
          );
        else {
          log.info(
            { identity: handshake.identity, status: admission.code, remote: handshake.remoteAddress },
            'charger refused at handshake',
          );
          reject(admission.code, admission.message);
        }
      })
      .catch((err: Error) => {
        log.error({ err, identity: handshake.identity }, 'charger handshake failed');
        reject(503, 'Try again later');
      });
  });

  server.on('client', (client: RPCServerClient) => track(onClient(client)));

  async function onClient(client: RPCServerClient): Promise<void> {
    const { chargePointId, stationId, booted } = client.session as Session;
    const conn: ChargerConnection = {
      chargePointId,
      connectionId: randomUUID(),
      connectedAt: deps.now(),
      client,
    };
    const replaced = deps.connections.hold(conn);
    if (replaced) void replaced.client.close({ code: 1000, reason: 'Replaced by a new connection' });
    client.on('close', () => {
      deps.connections.release(conn);
      track(
        markOffline(deps, chargePointId, conn.connectionId, 'connection closed').catch((err: Error) =>
          log.error({ err, chargePointId }, 'could not record a charger going offline'),
        ),
      );
    });
    client.on(
      'strictValidationFailure',
      (e: { error: Error; messageId: string; method: string; outbound: boolean; isCall: boolean }) =>
        log.warn(
          {
            chargePointId,
            messageId: e.messageId,
            action: e.method,
            outbound: e.outbound,
            isCall: e.isCall,
            reason: e.error.message,
          },
          'OCPP message failed strict validation',
        ),
    );
    client.on('badMessage', (e: { error: Error }) =>
      log.warn({ chargePointId, reason: e.error.message }, 'malformed OCPP message'),
    );

    for (const action of Object.keys(INBOUND_HANDLERS) as InboundAction[]) {
      client.handle(action, async ({ messageId, params }) => {
        deps.lastSeen.seen(chargePointId, deps.now(), action === 'Heartbeat');
        const call: InboundCall<typeof action> = {
          chargePointId,
          stationId,
          messageId: messageId ?? randomUUID(),
          connectionId: conn.connectionId,
          connectedAt: conn.connectedAt,
          params: params as never,
          correlationId: `${chargePointId}/${messageId ?? 'no-id'}`,
        };
        try {
          return await (
            INBOUND_HANDLERS[action] as (d: OcppDeps, c: typeof call) => Promise<Record<string, unknown>>
          )(deps, call);
        } catch (err) {
          log.error({ err, chargePointId, action, messageId }, 'OCPP message handler failed');
          throw err; // answered InternalError, without details
        }
      });
    }

    // This instance now holds it: commands other instances get for it are handed here (§10).
    await deps.chargePoints.connected(chargePointId, conn.connectionId, { instance: deps.instance });
    log.info({ chargePointId, connectionId: conn.connectionId }, 'charge point connected');
    // A charger that had booted before is reconnecting: ask for its statuses again, since it was published
    // Offline meanwhile (a fresh boot sends them by itself). Its answer matters little; a refusal is logged.
    if (booted) {
      track(
        sendCommand(deps, chargePointId, 'TriggerMessage', { requestedMessage: 'StatusNotification' }).catch(
          (err: Error) =>
            log.info({ chargePointId, reason: err.message }, 'status re-sync after reconnect not done'),
        ),
      );
    }
  }

  /** Hands `/ocpp/…` upgrades to the OCPP server and answers 404 to any other (the platform has no other WebSocket). */
  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    // Judged on the decoded path: `/ocpp/{id}` with one allowed identity, nothing else (ocpp-rpc reads the
    // identity from the last segment, so a longer path would alias one charger under many addresses).
    if (ocppIdentityOf(request.url ?? '') !== null) {
      void server.handleUpgrade(request, socket as never, head);
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  }

  return {
    onUpgrade,
    /** Closes every charger's socket (they reconnect, to another instance if there is one) and waits for the bookkeeping. */
    async close(): Promise<void> {
      await server.close({ code: 1001, reason: 'Server going away' });
      await Promise.allSettled([...pending]);
    },
  };
}
