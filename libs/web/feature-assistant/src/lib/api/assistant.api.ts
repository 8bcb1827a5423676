import type { ChatBody, ChatHistory, ChatResponse } from '@chargesetu/shared/contracts';
import { api } from '@chargesetu/web/data-access';
import { currentLanguage } from '@chargesetu/web/i18n';

/** The assistant's calls (docs/product.md §7): after each reply the history is refreshed. */
export const assistantApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/assistant/history: the user's exchanges, oldest first. */
    getAssistantHistory: build.query<ChatHistory, void>({
      query: () => '/assistant/history',
      providesTags: ['AssistantHistory'],
    }),
    /** POST /api/assistant/chat, asking for the answer in the language the app is read in. */
    sendAssistantMessage: build.mutation<ChatResponse, ChatBody>({
      query: (body) => ({
        url: '/assistant/chat',
        method: 'POST',
        body: { ...body, language: body.language ?? currentLanguage() },
      }),
      invalidatesTags: ['AssistantHistory'],
    }),
  }),
});

export const { useGetAssistantHistoryQuery, useSendAssistantMessageMutation } = assistantApi;
