import Container from '@mui/material/Container';
import { DocumentTitle } from '@chargesetu/web/ui';
import VehiclesPanel from '../components/vehicles-panel';
import { useTranslation } from '@chargesetu/web/i18n';

/** My Vehicles (/vehicles, docs/product.md §2.12). */
export default function VehiclesPage() {
  const { t } = useTranslation('vehicles');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={t('panel.title')} />
      <VehiclesPanel headingLevel="h1" />
    </Container>
  );
}
