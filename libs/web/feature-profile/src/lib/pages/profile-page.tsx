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
import { useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { CardGridSkeleton, DocumentTitle, TabPanel, tabProps } from '@chargesetu/web/ui';
import { ChargingIdCard } from '../components/charging-id-card';
import { LanguageSetting } from '../components/language-setting';
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
  const { t } = useTranslation('profile');
  const user = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = TABS.find((t) => t === requested) ?? 'profile';

  if (!user) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <DocumentTitle title={t('title')} />
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.login.path} color="inherit" size="small">
              {t('signIn')}
            </Button>
          }
        >
          {t('signInPrompt')}
        </Alert>
      </Container>
    );
  }

  const select = (next: ProfileTab) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={t('title')} />
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: ProfileTab) => select(value)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label={t('tabs.profile')} {...tabProps('profile', 'profile', tab)} />
        <Tab label={t('tabs.vehicles')} {...tabProps('profile', 'vehicles', tab)} />
        <Tab label={t('tabs.payments')} {...tabProps('profile', 'payments', tab)} />
      </Tabs>

      <TabPanel group="profile" value="profile" current={tab}>
        <Stack spacing={3}>
          <ProfileDetails user={user} />
          <LanguageSetting />
          <ChargingIdCard />
          <RfidCardsCard />
        </Stack>
      </TabPanel>
      <TabPanel group="profile" value="vehicles" current={tab}>
        {/* The panel may be a lazy chunk: load it here rather than blanking the whole page. */}
        <Suspense fallback={<CardGridSkeleton count={2} label={t('loadingVehicles')} />}>
          {vehicles ?? (
            <Button component={RouterLink} to={paths.vehicles.path} variant="contained">
              {t('manageVehicles')}
            </Button>
          )}
        </Suspense>
      </TabPanel>
      <TabPanel group="profile" value="payments" current={tab}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <CreditCardOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden="true" />
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('payments.comingSoon')}
          </Typography>
          <Typography color="text.secondary">{t('payments.simulated')}</Typography>
        </Paper>
      </TabPanel>
    </Container>
  );
}
