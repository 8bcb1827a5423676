import { LineChart } from '@mui/x-charts/LineChart';
import { ChartFigure } from '../components/chart-figure';

export interface LineSeries {
  label: string;
  data: number[];
  color: string;
  area?: boolean;
}

export interface SimpleLineChartProps {
  label: string;
  summary: string;
  /** The x axis, e.g. months. */
  points: string[];
  series: LineSeries[];
  format?: (value: number) => string;
  /** Width of the value axis, for long tick labels. */
  axisWidth?: number;
  height?: number;
}

/** Lines over a point axis (growth, revenue by month), MUI X Charts in the admin chunk only. */
export function SimpleLineChart({
  label,
  summary,
  points,
  series,
  format = String,
  axisWidth = 56,
  height = 260,
}: SimpleLineChartProps) {
  const formatter = (v: number | null) => (v === null ? '' : format(v));
  return (
    <ChartFigure label={label} summary={summary}>
      <LineChart
        height={height}
        xAxis={[{ scaleType: 'point', data: points }]}
        yAxis={[{ valueFormatter: formatter, width: axisWidth }]}
        series={series.map((s) => ({ ...s, valueFormatter: formatter, showMark: true }))}
        hideLegend={series.length < 2}
        grid={{ horizontal: true }}
        margin={{ right: 16 }}
      />
    </ChartFigure>
  );
}
