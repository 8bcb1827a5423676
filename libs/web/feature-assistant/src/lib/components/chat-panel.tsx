import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendRounded from '@mui/icons-material/SendRounded';
import { useToast } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { OfflineActionNote, useOnline } from '@chargesetu/web/ui';
import { useGetAssistantHistoryQuery, useSendAssistantMessageMutation } from '../api/assistant.api';
import { chatMessages, messageToSend, type FailedExchange } from '../chat/chat-messages';
import { locationForQuestion } from '../location/question-location';
import { ASSISTANT_EXAMPLE_QUESTIONS, ASSISTANT_QUERY_MAX_LENGTH } from '@chargesetu/shared/contracts';
import { ChatBubble } from './chat-bubble';

/**
 * The chips' labels for the example questions, in the language shown. A chip sends the example question
 * itself, the one the assistant is built to answer (the answer comes in the language shown).
 */
const EXAMPLE_LABEL_KEYS: Record<(typeof ASSISTANT_EXAMPLE_QUESTIONS)[number], string> = {
  'Find fast chargers near Bengaluru': 'examples.fastBengaluru',
  'Show charging stations in Mumbai': 'examples.stationsMumbai',
  'How much does it cost to charge at 60 kW for 30 minutes?': 'examples.cost60kw',
  'Which connector does a Tata Nexon EV use?': 'examples.nexonConnector',
  'How do I book and pay for a charging slot?': 'examples.howToBook',
  'What are my upcoming bookings?': 'examples.myBookings',
};

/** docs/product.md §9: the assistant panel is 600 px high. */
export const ASSISTANT_PANEL_HEIGHT_PX = 600;

/**
 * The signed-in chat (docs/product.md §2.11 and §5): 600 px panel, examples, Enter sends, Shift+Enter adds a
 * line.
 */
export function ChatPanel() {
  const { t } = useTranslation('assistant');
  const toast = useToast();
  const { data: history = [], isLoading } = useGetAssistantHistoryQuery();
  const [send] = useSendAssistantMessageMutation();
  const [input, setInput] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState<FailedExchange[]>([]);
  // A ref, not state: two sends in the same tick (a double click) must see the first one.
  const sending = useRef(false);
  const end = useRef<HTMLDivElement>(null);
  // The assistant answers from the server: offline, Send waits and says why (the typed text stays).
  const online = useOnline();

  const messages = chatMessages(history, failed, pending);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const submit = async (text: string) => {
    if (!online) return;
    const query = messageToSend(text, sending.current);
    if (query === null) return;
    sending.current = true;
    setPending(query);
    setInput('');
    try {
      // Only "nearest charger" questions carry the location; the browser may ask the user first.
      const location = await locationForQuestion(query);
      // The history refetches (invalidated by the mutation) and then holds this exchange.
      await send(location ? { query, location } : { query }).unwrap();
    } catch {
      toast.error(t('chat.errorTitle'), t('chat.errorText'));
      setFailed((list) => [...list, { key: `failed-${Date.now()}`, query }]);
    } finally {
      sending.current = false;
      setPending(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit(input);
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ height: ASSISTANT_PANEL_HEIGHT_PX, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      data-testid="assistant-chat"
    >
      <Box
        sx={{
          flex: 1,
          overflowY: 'auto',
          p: { xs: 1.5, md: 2.5 },
          display: 'grid',
          gap: 1.5,
          alignContent: 'start',
        }}
        role="log"
        aria-live="polite"
        aria-label={t('chat.conversation')}
        aria-busy={isLoading || pending !== null}
      >
        {messages.map((m) => (
          <ChatBubble key={m.key} message={m} />
        ))}
        <div ref={end} />
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.75 }}>
          {t('chat.tryAsking')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1 }}>
          {ASSISTANT_EXAMPLE_QUESTIONS.map((q) => (
            <Chip
              key={q}
              label={t(EXAMPLE_LABEL_KEYS[q])}
              variant="outlined"
              onClick={() => void submit(q)}
              disabled={pending !== null || !online}
            />
          ))}
        </Box>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit(input);
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}
        >
          <TextField
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('chat.placeholder')}
            multiline
            maxRows={4}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: { 'aria-label': t('chat.inputLabel'), maxLength: ASSISTANT_QUERY_MAX_LENGTH },
            }}
          />
          <IconButton
            type="submit"
            color="primary"
            aria-label={t('chat.send')}
            aria-describedby={online ? undefined : 'assistant-offline'}
            disabled={pending !== null || !input.trim() || !online}
          >
            <SendRounded />
          </IconButton>
        </Box>
        <OfflineActionNote id="assistant-offline" />
      </Box>
    </Paper>
  );
}
