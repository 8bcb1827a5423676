import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendRounded from '@mui/icons-material/SendRounded';
import { useToast } from '@chargesetu/web/data-access';
import { OfflineActionNote, useOnline } from '@chargesetu/web/ui';
import { useGetAssistantHistoryQuery, useSendAssistantMessageMutation } from '../api/assistant.api';
import { chatMessages, messageToSend, type FailedExchange } from '../chat/chat-messages';
import { locationForQuestion } from '../location/question-location';
import { ASSISTANT_EXAMPLE_QUESTIONS } from '@chargesetu/shared/contracts';
import { ChatBubble } from './chat-bubble';

/** docs/product.md §9: the assistant panel is 600 px high. */
export const ASSISTANT_PANEL_HEIGHT_PX = 600;

/**
 * The signed-in chat (docs/product.md §2.11 and §5): 600 px panel, examples, Enter sends, Shift+Enter adds a
 * line.
 */
export function ChatPanel() {
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
      toast.error('Error', 'Failed to get response from assistant');
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
        aria-label="Conversation"
        aria-busy={isLoading || pending !== null}
      >
        {messages.map((m) => (
          <ChatBubble key={m.key} message={m} />
        ))}
        <div ref={end} />
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.75 }}>
          Try asking:
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1 }}>
          {ASSISTANT_EXAMPLE_QUESTIONS.map((q) => (
            <Chip
              key={q}
              label={q}
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
            placeholder="Ask about stations, prices, bookings..."
            multiline
            maxRows={4}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { 'aria-label': 'Message the assistant', maxLength: 2000 } }}
          />
          <IconButton
            type="submit"
            color="primary"
            aria-label="Send"
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
