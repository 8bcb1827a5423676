import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { selectCurrentUser, selectIsAdmin, useAppSelector } from '@chargesetu/web/data-access';
import { paths } from '@chargesetu/web/routes';
import { useTranslation } from '@chargesetu/web/i18n';
import { BrandLogo, DocumentTitle, PageLoader, TabPanel, tabProps, useSignOut } from '@chargesetu/web/ui';
import { DASHBOARD_TABS, type DashboardTab } from '../dashboard/dashboard-tabs';
import { AnalyticsTab } from '../dashboard/tabs/analytics-tab';
import { FinanceTab } from '../dashboard/tabs/finance-tab';
import { OverviewTab } from '../dashboard/tabs/overview-tab';
import { StationsTab } from '../dashboard/tabs/stations-tab';
import { SupportTab } from '../dashboard/tabs/support-tab';
import { SystemTab } from '../dashboard/tabs/system-tab';
import { UsersTab } from '../dashboard/tabs/users-tab';

// The whole dashboard, its charts (MUI X Charts) included, is one chunk that loads with this lazy page
// only. A chunk per tab was measured to regroup the shared MUI chunks and push the first route (/) past
// its 250 kB budget (apps/web/scripts/bundle-size.mjs).
const GROUP = 'admin-dashboard';

/**
 * The admin dashboard (/admin-dashboard, docs/product.md §2.14): a header with the greeting and Logout, then
 * seven tabs, each read from the platform's own data (no sample figures). The router's admin guard has
 * already let only administrators in; until the session says admin, this page itself shows "Checking
 * permissions...".
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const signOut = useSignOut(t('dashboard.loggedOut'));
  const [tab, setTab] = useState<DashboardTab>('overview');

  if (!isAdmin) return <PageLoader label={t('dashboard.checkingPermissions')} fullScreen />;
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <DocumentTitle title={t('dashboard.title')} />
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="xl"
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, py: 1.5 }}
        >
          <BrandLogo to={paths.adminDashboard.path} />
          {/* On a phone the greeting takes its own line under the logo and Logout, rather than "W…". */}
          <Typography
            sx={{ flex: { xs: '1 0 100%', sm: 1 }, order: { xs: 3, sm: 0 }, fontWeight: 600, minWidth: 0 }}
            noWrap
          >
            {t('dashboard.welcome', { name: user?.name || t('dashboard.adminFallback') })}
          </Typography>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<LogoutOutlined />}
            onClick={signOut}
            sx={{ ml: { xs: 'auto', sm: 0 } }}
          >
            {t('dashboard.logout')}
          </Button>
        </Container>
      </Box>
      <Container component="main" id="main-content" maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }}>
        <Typography variant="h3" component="h1">
          {t('dashboard.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('dashboard.intro')}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_event, value: DashboardTab) => setTab(value)}
          aria-label={t('dashboard.tabsLabel')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {DASHBOARD_TABS.map((d) => (
            <Tab key={d.value} label={t(d.label)} {...tabProps(GROUP, d.value, tab)} />
          ))}
        </Tabs>
        <TabPanel group={GROUP} value="overview" current={tab}>
          <OverviewTab onOpenTab={setTab} />
        </TabPanel>
        <TabPanel group={GROUP} value="users" current={tab}>
          <UsersTab />
        </TabPanel>
        <TabPanel group={GROUP} value="stations" current={tab}>
          <StationsTab />
        </TabPanel>
        <TabPanel group={GROUP} value="finance" current={tab}>
          <FinanceTab />
        </TabPanel>
        <TabPanel group={GROUP} value="analytics" current={tab}>
          <AnalyticsTab />
        </TabPanel>
        <TabPanel group={GROUP} value="system" current={tab}>
          <SystemTab />
        </TabPanel>
        <TabPanel group={GROUP} value="support" current={tab}>
          <SupportTab onOpenTab={setTab} />
        </TabPanel>
      </Container>
    </Box>
  );
}
