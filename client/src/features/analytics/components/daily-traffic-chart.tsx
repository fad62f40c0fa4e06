import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_COLORS, CHART_TICK } from "@/components/ui/chart-theme";

// recharts is large: this file is only ever loaded lazily (see daily-traffic-figure.tsx).

export interface DailyPoint {
  label: string;
  visitors: number;
  pageViews: number;
}

/** Two lines told apart by dash as well as colour. */
export function DailyTrafficChart({ data, title, height }: { data: DailyPoint[]; title: string; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={data} title={title} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} />
        <XAxis dataKey="label" tick={CHART_TICK} minTickGap={16} />
        <YAxis tick={CHART_TICK} allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Line
          type="monotone"
          dataKey="pageViews"
          name="Page views"
          stroke={CHART_COLORS.earth}
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="visitors"
          name="Visitors"
          stroke={CHART_COLORS.brand}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
