import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ocppIdentityOf } from '@chargesetu/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { relayedOnUpgrade } from './proxy-headers';

const refuse = (socket: Duplex, status: string) =>
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);

/**
 * Chargers' WebSocket upgrades (`/ocpp/{id}`) relayed to the ocpp service, byte for byte once the upgrade
 * request is passed on: the gateway stays the one public entry in microservices mode (one address and one
 * TLS terminator for browsers and chargers), and the ocpp service can run as several instances behind its
 * name. The ocpp service authenticates the charger itself; the gateway adds only the client's address.
 * Any other upgrade (judged on the decoded path: one identity segment, see ocppIdentityOf) is answered 404. Returns the `upgrade` listener and a way to drop every relayed link.
 */
export function ocppUpgradeProxy(ocppUrl: string, log: FastifyBaseLogger) {
  const target = new URL(ocppUrl);
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  const links = new Set<Socket>();

  function onUpgrade(request: IncomingMessage, client: Duplex, head: Buffer) {
    if (ocppIdentityOf(request.url ?? '') === null) return refuse(client, '404 Not Found');
    const upstream = connect({ host: target.hostname, port });
    links.add(upstream);
    let relaying = false;
    const drop = () => {
      links.delete(upstream);
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', (err) => {
      log.warn({ err: err.message, url: request.url }, 'charger link to the ocpp service failed');
      if (relaying) return drop();
      links.delete(upstream);
      refuse(client, '502 Bad Gateway');
    });
    client.on('error', drop);
    upstream.on('close', () => relaying && drop());
    client.on('close', drop);
    upstream.once('connect', () => {
      relaying = true;
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      const raw = request.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) {
        if (relayedOnUpgrade(raw[i])) lines.push(`${raw[i]}: ${raw[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${request.socket.remoteAddress ?? ''}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
  }

  return {
    onUpgrade,
    close(): void {
      for (const link of links) link.destroy();
      links.clear();
    },
  };
}
