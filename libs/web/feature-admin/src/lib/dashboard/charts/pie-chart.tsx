import { PieChart } from '@mui/x-charts/PieChart';
import { ChartFigure } from '../components/chart-figure';

export interface SimplePieChartProps {
  label: string;
  summary: string;
  slices: Array<{ label: string; value: number; color: string }>;
  format?: (value: number) => string;
  height?: number;
}

/** A doughnut of shares (revenue by method, bookings by city), MUI X Charts in the admin chunk only. */
export function SimplePieChart({
  label,
  summary,
  slices,
  format = String,
  height = 240,
}: SimplePieChartProps) {
  return (
    <ChartFigure label={label} summary={summary}>
      <PieChart
        height={height}
        series={[
          {
            data: slices.map((s, id) => ({ id, ...s })),
            innerRadius: '45%',
            paddingAngle: 1,
            cornerRadius: 4,
            valueFormatter: (item) => format(item.value),
          },
        ]}
        slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      />
    </ChartFigure>
  );
}
