import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { selectCurrentUser, selectIsAdmin, useAppSelector } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { DocumentTitle, TabPanel, tabProps } from '@chargesetu/web/ui';
import SecuritySettingsCard from '../components/security-settings-card';

type SettingsTab = 'password' | 'admin';

/**
 * Account settings (/settings, docs/product.md §2.13): the Password tab, and for administrators an Admin tab.
 */
export default function SettingsPage() {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [tab, setTab] = useState<SettingsTab>('password');
  const { t } = useTranslation('settings');

  // The route guard already does this; the page keeps the spec's rule if it is ever shown unguarded.
  if (!user) return <Navigate to={paths.signIn.path} replace />;
  const current: SettingsTab = isAdmin ? tab : 'password';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={t('page.title')} />
      <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('page.intro')}
      </Typography>
      <Tabs
        value={current}
        onChange={(_event, value: SettingsTab) => setTab(value)}
        aria-label={t('page.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label={t('page.passwordTab')} {...tabProps('settings', 'password', current)} />
        {isAdmin && <Tab label={t('page.adminTab')} {...tabProps('settings', 'admin', current)} />}
      </Tabs>

      <TabPanel group="settings" value="password" current={current}>
        <SecuritySettingsCard />
      </TabPanel>
      <TabPanel group="settings" value="admin" current={current}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.adminSettings.path} color="inherit" size="small">
              {t('page.adminSettings')}
            </Button>
          }
        >
          {t('page.adminNote')}
        </Alert>
      </TabPanel>
    </Container>
  );
}
