import {
  RFID_CARDS_PATH,
  type RegisterRfidCardBody,
  type RfidCard,
  type RfidCards,
} from '@chargesetu/shared/contracts';
import { api } from '../api/api';
import type { ApiError } from '../api/api-error';

const LIST = { type: 'RfidCard', id: 'LIST' } as const;
// Endpoint paths are written without the API's `/api` prefix.
const PATH = RFID_CARDS_PATH.replace(/^\/api/, '');

/**
 * Refused for a reason the list may not show yet (409: the card or the last free place was taken in
 * another tab; 404: the card was removed already): the list is read again along with the message.
 */
const changedElsewhere = (error: ApiError | undefined, status: number) => !error || error.status === status;

/**
 * The signed-in driver's RFID cards (the ocpp service owns them). Only the driver changes them, so the
 * default cache policy serves the list; adding and removing a card invalidate it.
 */
export const rfidCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/rfid-cards: the cards, newest first, with how many may be registered and the wallet minimum. */
    getMyRfidCards: build.query<RfidCards, void>({
      query: () => PATH,
      providesTags: [LIST],
    }),
    /** POST /api/rfid-cards: 409 when the card is registered already or the driver has the most allowed. */
    registerRfidCard: build.mutation<RfidCard, RegisterRfidCardBody>({
      query: (body) => ({ url: PATH, method: 'POST', body }),
      invalidatesTags: (_card, error) => (changedElsewhere(error, 409) ? [LIST] : []),
    }),
    /** DELETE /api/rfid-cards/:idTag: 404 when it is not one of the driver's cards. */
    removeRfidCard: build.mutation<void, string>({
      query: (idTag) => ({ url: `${PATH}/${encodeURIComponent(idTag)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (changedElsewhere(error, 404) ? [LIST] : []),
    }),
  }),
});

export const { useGetMyRfidCardsQuery, useRegisterRfidCardMutation, useRemoveRfidCardMutation } =
  rfidCardsApi;
