import type { AiTraffic } from "@shared/types";
import { formatCount } from "@/lib/report-format";
import { ReportTable, type ReportColumn } from "./report-table";

type EngineVisits = AiTraffic["answerEngines"][number];

const COLUMNS: ReportColumn<EngineVisits>[] = [
  { header: "Engine", cell: (engine) => engine.engine },
  { header: "Visits", cell: (engine) => formatCount(engine.visits), numeric: true },
];

/** Readers an AI assistant's answer sent here: each one says the blog was cited. */
export function AnswerEngineTable({
  engines,
  empty = "No visits from answer engines yet.",
}: {
  engines: readonly EngineVisits[];
  empty?: string;
}) {
  return <ReportTable title="Answer engines" columns={COLUMNS} rows={engines} rowKey={(engine) => engine.engine} empty={empty} />;
}
