import { Suspense, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { useTranslation } from '@chargesetu/web/i18n';
import { DocumentTitle, PageLoader, TabPanel, tabProps } from '@chargesetu/web/ui';
import { ResetUserPasswordForm } from '../components/reset-user-password-form';

export interface AdminSettingsPageProps {
  /**
   * The "Admin Account" tab: the change-password form, which belongs to the settings feature. The app
   * passes it in (features do not import each other); without it the tab links to /settings.
   */
  accountPanel?: ReactNode;
}

type AdminTab = 'account' | 'users';

/**
 * Admin Settings (/admin-settings, docs/product.md §2.14). The router already sends non-admins to /dashboard
 * and signed-out visitors to /auth.
 */
export default function AdminSettingsPage({ accountPanel }: AdminSettingsPageProps) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<AdminTab>('account');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={t('users.adminSettings')} />
      <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
        {t('users.adminSettings')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.intro')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: AdminTab) => setTab(value)}
        aria-label={t('settings.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label={t('settings.account')} {...tabProps('admin-settings', 'account', tab)} />
        <Tab label={t('dashboard.tabs.users')} {...tabProps('admin-settings', 'users', tab)} />
      </Tabs>

      <TabPanel group="admin-settings" value="account" current={tab}>
        <Suspense fallback={<PageLoader />}>
          {accountPanel ?? (
            <Card>
              <CardContent>
                <Typography sx={{ mb: 2 }}>{t('settings.changeInSettings')}</Typography>
                <Button component={RouterLink} to={paths.settings.path} variant="contained">
                  {t('settings.openSettings')}
                </Button>
              </CardContent>
            </Card>
          )}
        </Suspense>
      </TabPanel>

      <TabPanel group="admin-settings" value="users" current={tab}>
        <Stack spacing={3}>
          <Card component="section" aria-labelledby="reset-user-password-title">
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Typography id="reset-user-password-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
                {t('users.reset.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
                {t('settings.resetIntro')}
              </Typography>
              <ResetUserPasswordForm />
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="user-list-title">
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Typography id="user-list-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
                {t('settings.userList')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('settings.userListText')}
              </Typography>
              <Button component={RouterLink} to={paths.adminDashboard.path} variant="outlined">
                {t('settings.openUsers')}
              </Button>
            </CardContent>
          </Card>
        </Stack>
      </TabPanel>
    </Container>
  );
}
