import Container from '@mui/material/Container';
import { DocumentTitle } from '@chargesetu/web/ui';
import VehiclesPanel from '../components/vehicles-panel';

/** My Vehicles (/vehicles, docs/product.md §2.12). */
export default function VehiclesPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title="My Vehicles" />
      <VehiclesPanel headingLevel="h1" />
    </Container>
  );
}
