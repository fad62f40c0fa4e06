import { useId, useState, type FormEvent } from "react";
import { FIELD_LIMITS } from "@shared/constants";
import { SERIES_DESCRIPTION_MAX } from "@shared/schemas";
import type { SeriesInput } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Input, Label, Textarea } from "@/components/ui/field";
import { serverMessage } from "@/lib/api-client";

export interface SeriesFormProps {
  /** What the fields start with: empty for a new series. */
  initial?: { title: string; description: string; slug?: string };
  /** The address is offered only where a series already has one to change (the dashboard's edit). */
  withSlug?: boolean;
  submit: string;
  busy: string;
  onSubmit: (input: SeriesInput) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A series' title, description and (when editing) address. The editor makes a series with it
 * inline and the dashboard makes and edits them, so both ask the same way; a refusal shows the
 * server's own message under the fields.
 */
export function SeriesForm({ initial, withSlug = false, submit, busy, onSubmit, onCancel }: SeriesFormProps) {
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [slug, setSlug] = useState(initial?.slug ?? "");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError("Title is required");
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSubmit({ title, description, ...(withSlug && slug.trim() ? { slug } : {}) });
    } catch (failure) {
      setError(serverMessage(failure) ?? "The series could not be saved. Try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void send(event)} className="space-y-2" noValidate>
      <div className="space-y-1">
        <Label htmlFor={`${id}-title`}>Series title</Label>
        <Input id={`${id}-title`} value={title} maxLength={FIELD_LIMITS.title} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          rows={2}
          value={description}
          maxLength={SERIES_DESCRIPTION_MAX}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      {withSlug && (
        <div className="space-y-1">
          <Label htmlFor={`${id}-slug`}>Address</Label>
          <Input id={`${id}-slug`} value={slug} maxLength={FIELD_LIMITS.slug} onChange={(event) => setSlug(event.target.value)} />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive-strong">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending} aria-busy={pending}>
          {pending ? busy : submit}
        </Button>
        {onCancel && (
          <Button variant="outline" size="sm" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
