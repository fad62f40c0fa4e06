import { Link } from "wouter";
import type { AnalyticsReport } from "@shared/types";
import { formatCount } from "@/lib/report-format";
import { ReadDepth } from "./read-depth";
import { ReportTable, type ReportColumn } from "@/components/reports/report-table";

type TopPost = AnalyticsReport["topPosts"][number];

const COLUMNS: ReportColumn<TopPost>[] = [
  {
    header: "Post",
    cell: (post) => (
      <Link href={post.path} className="font-medium text-primary underline-offset-2 hover:underline">
        {post.title || post.slug}
      </Link>
    ),
  },
  { header: "Page views", cell: (post) => formatCount(post.pageViews), numeric: true },
  { header: "Visitors", cell: (post) => formatCount(post.visitors), numeric: true },
  { header: "Average read depth", cell: (post) => <ReadDepth percent={post.averageReadDepth} />, numeric: true },
];

export function TopPostsTable({ posts }: { posts: readonly TopPost[] }) {
  return (
    <ReportTable title="Top posts" columns={COLUMNS} rows={posts} rowKey={(post) => post.path} empty="No article was read in this range." />
  );
}
