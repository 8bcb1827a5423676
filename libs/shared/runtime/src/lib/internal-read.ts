import { registerFormats, type ServiceName } from '@chargesetu/shared/contracts';
import { Unavailable } from '@chargesetu/shared/domain';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ServiceClient, ServiceRequest } from './service-client';

registerFormats(); // the contract checks need uuid and date-time

/**
 * Said when a neighbour cannot be reached or answers off its contract; `cause` (logged with the 503,
 * never sent) keeps what actually happened for whoever reads the logs.
 */
export const neighbourUnavailable = (service: ServiceName, cause?: unknown) =>
  new Unavailable(`The ${service} service cannot be read right now. Please try again in a moment.`, {
    cause,
  });

/**
 * One call to a neighbour service's internal route, its answer checked against the contract: the body
 * on 200 when it matches `schema`, null on 404, and `Unavailable` (a 503) for anything else — an
 * error, a timeout, or a reply off the contract — so a broken neighbour is never mistaken for a missing
 * record and nothing is decided on a guess.
 */
export async function internalCall<T extends TSchema>(
  services: ServiceClient,
  service: ServiceName,
  req: ServiceRequest,
  schema: T,
): Promise<Static<T> | null> {
  const call = `${req.method ?? 'GET'} ${req.url}`;
  let res;
  try {
    res = await services.request(service, req);
  } catch (err) {
    throw neighbourUnavailable(service, err);
  }
  if (res.statusCode === 404) return null;
  if (res.statusCode !== 200)
    throw neighbourUnavailable(service, new Error(`${call} answered ${res.statusCode}`));
  if (!Value.Check(schema, res.body)) {
    const first = Value.Errors(schema, res.body).First();
    const where = first ? `${first.path || '/'}: ${first.message}` : 'unknown';
    throw neighbourUnavailable(service, new Error(`${call} answered off its contract (${where})`));
  }
  return res.body;
}

/** `internalCall` for a GET of `path`. */
export function internalRead<T extends TSchema>(
  services: ServiceClient,
  service: ServiceName,
  path: string,
  schema: T,
  requestId?: string,
): Promise<Static<T> | null> {
  return internalCall(services, service, { url: path, requestId }, schema);
}
