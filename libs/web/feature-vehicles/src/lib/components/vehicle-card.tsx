import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';

export interface VehicleCardProps {
  vehicle: Vehicle;
  onEdit: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
}

/** The vehicle's name for headings and labels: "Tata Nexon EV". */
export const vehicleName = (v: Pick<Vehicle, 'make' | 'model'>) => `${v.make} ${v.model}`;

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </>
  );
}

/** One vehicle (docs/product.md §2.12) with edit and delete icons that say which vehicle they act on. */
export function VehicleCard({ vehicle, onEdit, onDelete }: VehicleCardProps) {
  const { t } = useTranslation('vehicles');
  const name = vehicleName(vehicle);
  return (
    <Card component="article" aria-label={name} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 1.5 }}>
          <Box
            aria-hidden="true"
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 44,
              height: 44,
              flexShrink: 0,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <DirectionsCarOutlined />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ letterSpacing: '0.04em' }}>
              {vehicle.registrationNumber}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexShrink: 0, mr: -1, mt: -0.5 }}>
            <Tooltip title={t('card.edit')}>
              <IconButton aria-label={t('card.editNamed', { name })} onClick={() => onEdit(vehicle)}>
                <EditOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('card.delete')}>
              <IconButton
                aria-label={t('card.deleteNamed', { name })}
                color="error"
                onClick={() => onDelete(vehicle)}
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1.5 }}
        >
          <Detail label={t('card.year')} value={vehicle.year} />
          <Detail label={t('card.color')} value={vehicle.color} />
          <Detail
            label={t('card.battery')}
            value={vehicle.batteryCapacity ? t('card.kwh', { kwh: vehicle.batteryCapacity }) : null}
          />
        </Box>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
          aria-label={t('card.connectorTypes')}
          role="list"
        >
          {vehicle.connectorTypes.map((type) => (
            <Chip key={type} label={type} size="small" variant="outlined" role="listitem" />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
