import { BarChart } from '@mui/x-charts/BarChart';
import { brand } from '@chargesetu/web/ui';
import { ChartFigure } from '../components/chart-figure';

export interface SimpleBarChartProps {
  label: string;
  summary: string;
  categories: string[];
  values: number[];
  /** The series' name, shown in the tooltip. */
  seriesLabel: string;
  format?: (value: number) => string;
  /** Bars left to right (long category names, e.g. stations). */
  horizontal?: boolean;
  /** Upper end of the value axis (100 for percentages). */
  max?: number;
  color?: string;
  height?: number;
}

/** One series of bars with a band axis of categories (MUI X Charts, loaded with the admin chunk only). */
export function SimpleBarChart({
  label,
  summary,
  categories,
  values,
  seriesLabel,
  format = String,
  horizontal = false,
  max,
  color = brand.green,
  height = 260,
}: SimpleBarChartProps) {
  const categoryAxis = { scaleType: 'band' as const, data: categories };
  const valueFormatter = (v: number | null) => (v === null ? '' : format(v));
  return (
    <ChartFigure label={label} summary={summary}>
      <BarChart
        height={height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        // The band axis carries the categories; the other one the values (long station names need room).
        xAxis={[horizontal ? { max, valueFormatter } : categoryAxis]}
        yAxis={[horizontal ? { ...categoryAxis, width: 150 } : { max, valueFormatter, width: 56 }]}
        series={[{ data: values, label: seriesLabel, color, valueFormatter }]}
        hideLegend
        grid={horizontal ? { vertical: true } : { horizontal: true }}
        margin={{ right: horizontal ? 28 : 16 }}
      />
    </ChartFigure>
  );
}
