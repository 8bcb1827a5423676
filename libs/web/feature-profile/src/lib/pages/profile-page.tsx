import { Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from '@chargesetu/web/data-access';
import { paths } from '@chargesetu/web/routes';
import { CardGridSkeleton, DocumentTitle, TabPanel, tabProps } from '@chargesetu/web/ui';
import { ChargingIdCard } from '../components/charging-id-card';
import { ProfileDetails } from '../components/profile-details';
import { RfidCardsCard } from '../components/rfid-cards-card';

export interface ProfilePageProps {
  /**
   * The My Vehicles tab: the vehicles feature's panel, passed in by the app (features do not import
   * each other). Without it the tab links to /vehicles.
   */
  vehicles?: ReactNode;
}

const TABS = ['profile', 'vehicles', 'payments'] as const;
type ProfileTab = (typeof TABS)[number];

/**
 * Profile (/profile, docs/product.md §2.9). The tab is in the address (`?tab=vehicles`) so it can be linked
 * to.
 */
export default function ProfilePage({ vehicles }: ProfilePageProps) {
  const user = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = TABS.find((t) => t === requested) ?? 'profile';

  if (!user) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <DocumentTitle title="Profile" />
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          Profile
        </Typography>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.login.path} color="inherit" size="small">
              Sign In
            </Button>
          }
        >
          Please log in to view your profile
        </Alert>
      </Container>
    );
  }

  const select = (next: ProfileTab) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title="Profile" />
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        Profile
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: ProfileTab) => select(value)}
        aria-label="Profile sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="My Profile" {...tabProps('profile', 'profile', tab)} />
        <Tab label="My Vehicles" {...tabProps('profile', 'vehicles', tab)} />
        <Tab label="Payment Methods" {...tabProps('profile', 'payments', tab)} />
      </Tabs>

      <TabPanel group="profile" value="profile" current={tab}>
        <Stack spacing={3}>
          <ProfileDetails user={user} />
          <ChargingIdCard />
          <RfidCardsCard />
        </Stack>
      </TabPanel>
      <TabPanel group="profile" value="vehicles" current={tab}>
        {/* The panel may be a lazy chunk: load it here rather than blanking the whole page. */}
        <Suspense fallback={<CardGridSkeleton count={2} label="Loading your vehicles" />}>
          {vehicles ?? (
            <Button component={RouterLink} to={paths.vehicles.path} variant="contained">
              Manage my vehicles
            </Button>
          )}
        </Suspense>
      </TabPanel>
      <TabPanel group="profile" value="payments" current={tab}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <CreditCardOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden="true" />
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            Coming Soon
          </Typography>
          <Typography color="text.secondary">
            Saved cards and UPI IDs will appear here. All payments on ChargeSetu are simulated for now.
          </Typography>
        </Paper>
      </TabPanel>
    </Container>
  );
}
