import type { ChatBody, ChatHistory, ChatResponse } from '@chargesetu/shared/contracts';
import { api } from '@chargesetu/web/data-access';

/** The assistant's calls (docs/product.md §7): after each reply the history is refreshed. */
export const assistantApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/assistant/history: the user's exchanges, oldest first. */
    getAssistantHistory: build.query<ChatHistory, void>({
      query: () => '/assistant/history',
      providesTags: ['AssistantHistory'],
    }),
    /** POST /api/assistant/chat. */
    sendAssistantMessage: build.mutation<ChatResponse, ChatBody>({
      query: (body) => ({ url: '/assistant/chat', method: 'POST', body }),
      invalidatesTags: ['AssistantHistory'],
    }),
  }),
});

export const { useGetAssistantHistoryQuery, useSendAssistantMessageMutation } = assistantApi;
