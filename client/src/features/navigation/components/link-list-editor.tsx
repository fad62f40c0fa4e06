import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { FIELD_LIMITS } from "@shared/constants";
import { NAVIGATION_LIMITS } from "@shared/navigation-editing";
import { Button } from "@/components/ui/button";
import { FieldHelp, Input, Label } from "@/components/ui/field";
import { moveRow, newRow, rowName, type LinkRow } from "../lib/link-rows";

export interface LinkListEditorProps {
  /** "Top bar" or "Footer": the group's name. */
  title: string;
  rows: LinkRow[];
  onChange: (rows: LinkRow[]) => void;
  max: number;
  /** What the list shows when empty, e.g. where no links will appear. */
  emptyText: string;
  /** The id of the datalist of the site's addresses the Link fields suggest. */
  suggestionsId: string;
  /** The server's reasons, keyed by "{index}.label", "{index}.href" or "" for the whole list. */
  problems: Record<string, string>;
}

type Direction = "up" | "down";

/** One place's links: a row per link with its label and address, moved, removed and added by buttons. */
export function LinkListEditor({ title, rows, onChange, max, emptyText, suggestionsId, problems }: LinkListEditorProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState("");
  // A control that moved or appeared with a row takes focus once it is drawn (see move and add).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const buttonId = (rowId: number, direction: Direction) => `${id}-${rowId}-${direction}`;

  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const update = (index: number, field: "label" | "href", value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  const move = (index: number, direction: Direction) => {
    const row = rows[index]!;
    const next = moveRow(rows, index, direction === "up" ? -1 : 1);
    const place = next.indexOf(row);
    onChange(next);
    // The pressed button keeps focus; at either end it is disabled, so its partner takes it.
    const atEnd = direction === "up" ? place === 0 : place === next.length - 1;
    setFocusNext(buttonId(row.id, atEnd ? (direction === "up" ? "down" : "up") : direction));
    setAnnouncement(`${rowName(row, index)} moved to place ${place + 1} of ${next.length}.`);
  };

  const add = () => {
    const row = newRow();
    onChange([...rows, row]);
    setFocusNext(`${id}-${row.id}-label`);
  };

  const remove = (index: number) => {
    setAnnouncement(`${rowName(rows[index]!, index)} removed.`);
    onChange(rows.filter((_, at) => at !== index));
  };

  const listProblem = problems[""];
  return (
    <fieldset className="space-y-3" aria-describedby={listProblem ? `${id}-problem` : undefined}>
      <legend className="font-serif text-lg font-semibold text-primary">{title}</legend>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">{emptyText}</p>}
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const name = rowName(row, index);
          const labelProblem = problems[`${index}.label`];
          const hrefProblem = problems[`${index}.href`];
          return (
            <li key={row.id} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-${row.id}-label`}>Label</Label>
                <Input
                  id={`${id}-${row.id}-label`}
                  value={row.label}
                  maxLength={NAVIGATION_LIMITS.label}
                  onChange={(event) => update(index, "label", event.target.value)}
                  aria-invalid={labelProblem ? true : undefined}
                  aria-describedby={labelProblem ? `${id}-${row.id}-label-problem` : undefined}
                />
                {labelProblem && (
                  <p id={`${id}-${row.id}-label-problem`} className="text-sm text-destructive-strong">
                    {labelProblem}
                  </p>
                )}
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-${row.id}-href`}>Link</Label>
                <Input
                  id={`${id}-${row.id}-href`}
                  value={row.href}
                  list={suggestionsId}
                  inputMode="url"
                  maxLength={FIELD_LIMITS.url}
                  placeholder="/posts or https://..."
                  onChange={(event) => update(index, "href", event.target.value)}
                  aria-invalid={hrefProblem ? true : undefined}
                  aria-describedby={hrefProblem ? `${id}-${row.id}-href-problem` : undefined}
                />
                {hrefProblem && (
                  <p id={`${id}-${row.id}-href-problem`} className="text-sm text-destructive-strong">
                    {hrefProblem}
                  </p>
                )}
              </div>
              <div className="flex gap-1 sm:pt-6">
                <Button
                  id={buttonId(row.id, "up")}
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, "up")}
                >
                  <ArrowUpIcon size={16} />
                </Button>
                <Button
                  id={buttonId(row.id, "down")}
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${name} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, "down")}
                >
                  <ArrowDownIcon size={16} />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                  <Trash2Icon size={16} />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {listProblem && (
        <p id={`${id}-problem`} className="text-sm text-destructive-strong">
          {listProblem}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={rows.length >= max} onClick={add}>
          <PlusIcon size={16} />
          Add link
        </Button>
        <FieldHelp>
          {rows.length} of at most {max} links.
        </FieldHelp>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
