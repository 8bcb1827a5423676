import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { selectIsSignedIn, selectSessionStatus, useAppSelector } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { DocumentTitle, PageLoader } from '@chargesetu/web/ui';
import { ChatPanel } from '../components/chat-panel';
import { SignedOutAlert } from '../components/signed-out-alert';

/** The assistant screen (docs/product.md §2.11): open to all, the chat only for signed-in users. */
export default function AssistantPage() {
  const { t } = useTranslation('assistant');
  const signedIn = useAppSelector(selectIsSignedIn);
  const status = useAppSelector(selectSessionStatus);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <DocumentTitle title={t('page.title')} />
      <Typography variant="h4" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('page.subtitle')}
      </Typography>
      {signedIn ? <ChatPanel /> : status === 'loading' ? <PageLoader /> : <SignedOutAlert />}
    </Container>
  );
}
