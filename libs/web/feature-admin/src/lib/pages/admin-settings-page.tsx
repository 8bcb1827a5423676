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
  const [tab, setTab] = useState<AdminTab>('account');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title="Admin Settings" />
      <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
        Admin Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your administrator password, and password resets for any user.
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: AdminTab) => setTab(value)}
        aria-label="Admin settings sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="Admin Account" {...tabProps('admin-settings', 'account', tab)} />
        <Tab label="User Management" {...tabProps('admin-settings', 'users', tab)} />
      </Tabs>

      <TabPanel group="admin-settings" value="account" current={tab}>
        <Suspense fallback={<PageLoader />}>
          {accountPanel ?? (
            <Card>
              <CardContent>
                <Typography sx={{ mb: 2 }}>Change your administrator password in Settings.</Typography>
                <Button component={RouterLink} to={paths.settings.path} variant="contained">
                  Open Settings
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
                Reset User Password
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
                Set a new password for any account by its user ID. Tell the user through a channel you trust.
              </Typography>
              <ResetUserPasswordForm />
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="user-list-title">
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Typography id="user-list-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
                User List
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Find any account by name, username or email in the admin dashboard's User Management tab, open
                it and reset its password there.
              </Typography>
              <Button component={RouterLink} to={paths.adminDashboard.path} variant="outlined">
                Open User Management
              </Button>
            </CardContent>
          </Card>
        </Stack>
      </TabPanel>
    </Container>
  );
}
