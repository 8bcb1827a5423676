import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@chargesetu/web/i18n';
import type { ChatMessage } from '../chat/chat-messages';
import { MarkdownMessage } from './markdown-message';

/** One message: the user's on the right, the assistant's on the left with light Markdown. */
export function ChatBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('assistant');
  const mine = message.role === 'user';
  return (
    <Box
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
      data-testid={mine ? 'chat-user-message' : message.thinking ? 'chat-thinking' : 'chat-assistant-message'}
    >
      <Box
        sx={{
          maxWidth: { xs: '88%', md: '75%' },
          px: 2,
          py: 1.25,
          borderRadius: 3,
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          overflowWrap: 'anywhere',
        }}
      >
        <Box
          component="span"
          sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {mine ? t('chat.youSaid') : t('chat.assistantSaid')}
        </Box>
        {message.thinking ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
            <CircularProgress size={14} aria-hidden="true" />
            {message.text}
          </Typography>
        ) : mine ? (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.text}</Typography>
        ) : (
          <MarkdownMessage text={message.text} />
        )}
      </Box>
    </Box>
  );
}
