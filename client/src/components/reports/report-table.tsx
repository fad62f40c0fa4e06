import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Counts line up on the right, in figures of one width, so they compare at a glance. */
  numeric?: boolean;
}

/**
 * One list of a report as a titled table; the heading names both the section and the table for
 * screen readers. With no rows it says so in words rather than showing an empty grid.
 */
export function ReportTable<Row>({
  title,
  hint,
  columns,
  rows,
  rowKey,
  empty,
}: {
  title: string;
  /** One line under the heading on what the list is good for. */
  hint?: string;
  columns: ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-2">
      <h3 id={id} className="font-semibold text-emphasis">
        {title}
      </h3>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby={id} className="w-full text-left text-sm">
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={cn("py-2 font-medium", column.numeric ? "pl-4 text-right" : "pr-4")}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={cn("py-2", column.numeric ? "pl-4 text-right tabular-nums text-foreground" : "break-words pr-4 text-body")}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
