import {
  MessageResponse,
  RegisterRfidCardBody,
  RFID_CARDS_PATH,
  RfidCard,
  RfidCardParams,
  RfidCards,
  errorResponses,
} from '@chargesetu/shared/contracts';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { OcppDeps } from '../deps';
import { myRfidCards, registerRfidCard, removeRfidCard } from '../rfid-cards/rfid-cards';

const tags = ['id tags'];
const security = [{ bearerAuth: [] }];

/** The signed-in driver's RFID cards: list, register, remove (each driver sees and changes only theirs). */
export const rfidCardsRoutes: FastifyPluginAsync<{ deps: OcppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    RFID_CARDS_PATH,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listMyRfidCards',
        tags,
        security,
        summary: 'My RFID cards, and the wallet balance a tap without a booking needs',
        response: { 200: RfidCards, ...errorResponses(401) },
      },
    },
    async (request) => myRfidCards(deps, request.user.id),
  );

  app.post(
    RFID_CARDS_PATH,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'registerRfidCard',
        tags,
        security,
        summary: 'Register an RFID card: chargers then accept it for my bookings, or charge my wallet',
        body: RegisterRfidCardBody,
        response: { 201: RfidCard, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registerRfidCard(deps, request.user.id, request.body)),
  );

  app.delete(
    `${RFID_CARDS_PATH}/:idTag`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'removeRfidCard',
        tags,
        security,
        summary: 'Remove one of my RFID cards',
        params: RfidCardParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await removeRfidCard(deps, request.user.id, request.params.idTag);
      return { message: 'Card removed' };
    },
  );
};
