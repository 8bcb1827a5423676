import { registerFormats, type ServiceName } from '@chargesetu/shared/contracts';
import { Unavailable } from '@chargesetu/shared/domain';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ServiceClient, ServiceRequest } from './service-client';

registerFormats(); // the contract checks need uuid and date-time

/** Said when a neighbour cannot be reached or answers off its contract. */
export const neighbourUnavailable = (service: ServiceName) =>
  new Unavailable(`The ${service} service cannot be read right now. Please try again in a moment.`);

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
  let res;
  try {
    res = await services.request(service, req);
  } catch {
    throw neighbourUnavailable(service);
  }
  if (res.statusCode === 404) return null;
  if (res.statusCode !== 200 || !Value.Check(schema, res.body)) throw neighbourUnavailable(service);
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
