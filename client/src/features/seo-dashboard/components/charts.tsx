import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { SEO_DASHBOARD } from "@shared/constants";
import { CHART_COLORS, CHART_TICK as TICK } from "@/components/ui/chart-theme";

// recharts is large: only lazily loaded chart files like this one import it, so it loads after the page paints.

const { brand: BRAND, brandLight: BRAND_LIGHT, earth: EARTH, grid: GRID } = CHART_COLORS;

export interface TrendPoint {
  month: string;
  seo: number;
  geo: number;
}

export function TrendChart({ data, title }: { data: TrendPoint[]; title: string }) {
  return (
    <ResponsiveContainer width="100%" height={SEO_DASHBOARD.trendChartHeightPx}>
      <LineChart data={data} title={title} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={GRID} />
        <XAxis dataKey="month" tick={TICK} />
        <YAxis domain={[...SEO_DASHBOARD.trendDomain]} tick={TICK} />
        <Tooltip />
        <Legend />
        <Line type="monotone" dataKey="seo" name="SEO score" stroke={BRAND} strokeWidth={2} isAnimationActive={false} />
        <Line
          type="monotone"
          dataKey="geo"
          name="GEO score"
          stroke={EARTH}
          strokeWidth={2}
          strokeDasharray="6 3"
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function CrawlerChart({ data, title }: { data: { name: string; score: number }[]; title: string }) {
  return (
    <ResponsiveContainer width="100%" height={SEO_DASHBOARD.crawlerChartHeightPx}>
      <BarChart data={data} title={title} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={GRID} vertical={false} />
        <XAxis dataKey="name" tick={TICK} interval={0} angle={-30} textAnchor="end" height={60} />
        <YAxis domain={[0, 100]} tick={TICK} />
        <Tooltip />
        <Bar dataKey="score" name="Score" fill={BRAND_LIGHT} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function IndexingChart({ data, title }: { data: { engine: string; pages: number }[]; title: string }) {
  return (
    <ResponsiveContainer width="100%" height={SEO_DASHBOARD.indexingChartHeightPx}>
      <BarChart data={data} title={title} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={GRID} vertical={false} />
        <XAxis dataKey="engine" tick={TICK} interval={0} />
        <YAxis tick={TICK} allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="pages" name="Pages indexed" fill={BRAND} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
