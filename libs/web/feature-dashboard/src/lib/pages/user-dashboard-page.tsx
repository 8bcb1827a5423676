import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { DocumentTitle, PageLoader, TabPanel, tabProps } from '@chargesetu/web/ui';
import { BookingsTab } from '../components/bookings-tab';
import { ChargingMonitorTab } from '../components/charging-monitor-tab';
import { FindStationsTab } from '../components/find-stations-tab';
import { OverviewTab } from '../components/overview-tab';
import { ProfileSettingsTab } from '../components/profile-settings-tab';
import { QuickActions } from '../components/quick-actions';
import { StatTiles } from '../components/stat-tiles';
import { useDashboardData } from '../components/use-dashboard-data';
import { VehiclesTab } from '../components/vehicles-tab';
import { WelcomeBanner } from '../components/welcome-banner';
import { DASHBOARD_TABS, dashboardTab, type DashboardTab } from '../view/dashboard-tabs';
import { dashboardTiles, quickActions } from '../view/dashboard-tiles';

/**
 * The user dashboard (/dashboard and /user-dashboard, docs/product.md §2.15). The open tab is in the address
 * (`?tab=bookings`) so it survives a reload and can be linked to.
 */
export default function UserDashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const tab = dashboardTab(params.get('tab'));
  const { now, bookings, stats, payments, vehicles, groups, running } = useDashboardData();

  if (!user) return <PageLoader />;

  const select = (next: DashboardTab) =>
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  const tiles = dashboardTiles({
    bookings: bookings.data,
    stats: stats.data,
    payments: payments.data,
    vehicleCount: vehicles.data?.length,
    now,
  });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <DocumentTitle title={t('title')} />
      <WelcomeBanner user={user} />
      <StatTiles tiles={tiles} />
      <QuickActions actions={quickActions(bookings.data, bookings.isError)} />
      <Tabs
        value={tab}
        onChange={(_event, value: DashboardTab) => select(value)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {DASHBOARD_TABS.map(({ value, label }) => (
          <Tab key={value} label={label} {...tabProps('dashboard', value, tab)} />
        ))}
      </Tabs>
      <TabPanel group="dashboard" value="overview" current={tab}>
        <OverviewTab
          upcoming={groups.upcoming}
          bookingsLoading={bookings.isLoading}
          running={running}
          vehicles={vehicles.data}
          vehiclesLoading={vehicles.isLoading}
          now={now}
        />
      </TabPanel>
      <TabPanel group="dashboard" value="stations" current={tab}>
        <FindStationsTab />
      </TabPanel>
      <TabPanel group="dashboard" value="bookings" current={tab}>
        <BookingsTab groups={groups} loading={bookings.isLoading} failed={bookings.isError} now={now} />
      </TabPanel>
      <TabPanel group="dashboard" value="charging" current={tab}>
        <ChargingMonitorTab running={running} />
      </TabPanel>
      <TabPanel group="dashboard" value="vehicles" current={tab}>
        <VehiclesTab vehicles={vehicles.data} loading={vehicles.isLoading} />
      </TabPanel>
      <TabPanel group="dashboard" value="profile" current={tab}>
        <ProfileSettingsTab user={user} />
      </TabPanel>
    </Container>
  );
}
