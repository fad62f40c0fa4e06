import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { SEO_DASHBOARD } from "@shared/constants";

// recharts is large: this file is the only one that imports it, and it loads after the page paints.

const BRAND = "#2D5016";
const BRAND_LIGHT = "#4A7C2A";
const EARTH = "#8B5E34";
const GRID = "#e7e5e4";
const TICK = { fill: "#57534e", fontSize: 11 };

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
        <Line type="monotone" dataKey="geo" name="GEO score" stroke={EARTH} strokeWidth={2} strokeDasharray="6 3" isAnimationActive={false} />
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
