import { FIELD_LIMITS } from "@shared/constants";
import { slugify } from "@shared/slug";
import { pageSlugProblem } from "@shared/page-addresses";
import type { EditorFields } from "../lib/editor-fields";
import { Button } from "@/components/ui/button";
import { Checkbox, FieldHelp, fieldLabelClasses, Input, Label, Select } from "@/components/ui/field";
import { authorTimeZone, formatScheduled, isInThePast, isoFromLocalInput, localInputValue } from "@/lib/schedule-time";
import { SideCard } from "./side-card";

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface SettingsCardProps {
  fields: EditorFields;
  /** The slug the next save sends (it follows the title until the author edits it or publishes). */
  slug: string;
  /** The address stored on the server, if the post exists. */
  serverSlug: string | null;
  everPublished: boolean;
  slugTouched: boolean;
  onChange: <K extends keyof EditorFields>(name: K, value: EditorFields[K]) => void;
}

function slugHelp({
  slug,
  serverSlug,
  everPublished,
  slugTouched,
  prefix,
}: Pick<SettingsCardProps, "slug" | "serverSlug" | "everPublished" | "slugTouched"> & { prefix: string }) {
  if (serverSlug && everPublished && slug && slug !== serverSlug) {
    return `The old address ${prefix}${serverSlug} keeps working: it redirects to the new one.`;
  }
  if (!everPublished && !slugTouched) return "Made from the title until you edit it or publish.";
  return "If you change it later, the old address keeps working and redirects here.";
}

function ScheduleField({ publishAt, onChange }: { publishAt: string; onChange: (publishAt: string) => void }) {
  const zone = authorTimeZone();
  const passed = publishAt !== "" && isInThePast(publishAt);
  return (
    <div className="space-y-1">
      <Label htmlFor="post-publish-at">Publish on</Label>
      <div className="flex items-center gap-2">
        <Input
          id="post-publish-at"
          type="datetime-local"
          value={publishAt ? localInputValue(publishAt) : ""}
          aria-describedby="publish-at-help"
          aria-invalid={passed || undefined}
          onChange={(event) => onChange(isoFromLocalInput(event.target.value))}
        />
        {publishAt && (
          <Button type="button" variant="outline" size="sm" onClick={() => onChange("")}>
            Cancel schedule
          </Button>
        )}
      </div>
      <FieldHelp id="publish-at-help" className={passed ? "text-destructive-strong" : undefined}>
        {passed
          ? "That time has passed: choose a later one, or cancel the schedule."
          : publishAt
            ? `Goes live ${formatScheduled(publishAt)} (${zone} time). Save with Schedule to set it.`
            : `Leave empty to keep it a draft. Times are in ${zone} time.`}
      </FieldHelp>
    </div>
  );
}

/** Whether the post is emailed when first published; once it has been, what happened. */
function NewsletterField({ fields, everPublished, onChange }: Pick<SettingsCardProps, "fields" | "everPublished" | "onChange">) {
  return (
    <fieldset className="space-y-2">
      <legend className={fieldLabelClasses}>Newsletter</legend>
      {everPublished ? (
        <FieldHelp>
          {fields.sendNewsletter
            ? "Emailed to the confirmed subscribers when it was first published; saving it again sends nothing."
            : "Published before without a newsletter; saving it again sends nothing."}
        </FieldHelp>
      ) : (
        <>
          <label className="flex cursor-pointer items-center gap-2 text-sm text-emphasis">
            <Checkbox checked={fields.sendNewsletter} onChange={(event) => onChange("sendNewsletter", event.target.checked)} />
            Email it to subscribers when published
          </label>
          <Select
            aria-label="What the email holds"
            value={fields.newsletterContent}
            disabled={!fields.sendNewsletter}
            onChange={(event) => onChange("newsletterContent", event.target.value as EditorFields["newsletterContent"])}
          >
            <option value="excerpt">The excerpt, with a link to the post</option>
            <option value="full">The whole post</option>
          </Select>
        </>
      )}
    </fieldset>
  );
}

/** Spec's Post Settings card (the Published box), with the featured flag, slug and category. */
export function SettingsCard({ fields, slug, serverSlug, everPublished, slugTouched, onChange }: SettingsCardProps) {
  const colour = HEX.test(fields.categoryColor) ? fields.categoryColor.toLowerCase() : "#4a7c2a";
  // A page lives at the top of the site, in no list, feed or send: no featuring, newsletter or category.
  const isPage = fields.kind === "page";
  const prefix = isPage ? "/" : "/blog/";
  const slugProblem = isPage ? pageSlugProblem(slug || fields.title) : null;

  return (
    <SideCard id="settings-heading" title={isPage ? "Page Settings" : "Post Settings"}>
      <div className="space-y-2">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-emphasis">
          <Checkbox checked={fields.isPublished} onChange={(event) => onChange("isPublished", event.target.checked)} />
          Published
        </label>
        {!isPage && (
          <label className="flex cursor-pointer items-center gap-2 text-sm text-emphasis">
            <Checkbox checked={fields.isFeatured} onChange={(event) => onChange("isFeatured", event.target.checked)} />
            Featured
          </label>
        )}
        <label className="flex cursor-pointer items-center gap-2 text-sm text-emphasis">
          <Checkbox checked={fields.maths} aria-describedby="maths-help" onChange={(event) => onChange("maths", event.target.checked)} />
          Maths ($...$ and $$...$$)
        </label>
        <FieldHelp id="maths-help">Typesets TeX between dollar signs; prices such as &quot;$5 a bag&quot; stay as written.</FieldHelp>
      </div>
      {!fields.isPublished && <ScheduleField publishAt={fields.publishAt} onChange={(publishAt) => onChange("publishAt", publishAt)} />}

      {!isPage && <NewsletterField fields={fields} everPublished={everPublished} onChange={onChange} />}

      <div className="space-y-1">
        <Label htmlFor="post-slug">Slug</Label>
        <div className="flex items-center rounded-md border border-input bg-card focus-within:border-primary-light focus-within:ring-2 focus-within:ring-ring/50">
          <span className="pl-3 text-sm text-muted-foreground" aria-hidden="true">
            {prefix}
          </span>
          <input
            id="post-slug"
            className="w-full min-w-0 rounded-md bg-transparent py-2 pl-0.5 pr-3 text-sm text-foreground placeholder:text-subtle focus:outline-none"
            value={slug}
            maxLength={FIELD_LIMITS.slug}
            placeholder="made-from-the-title"
            aria-describedby="slug-help"
            aria-invalid={slugProblem ? true : undefined}
            onChange={(event) => onChange("slug", event.target.value)}
            onBlur={(event) => onChange("slug", slugify(event.target.value))}
            spellCheck={false}
          />
        </div>
        <FieldHelp id="slug-help" className={slugProblem ? "text-destructive-strong" : undefined}>
          {slugProblem ?? slugHelp({ slug, serverSlug, everPublished, slugTouched, prefix })}
        </FieldHelp>
      </div>

      {!isPage && (
        <fieldset className="space-y-2">
          <legend className={fieldLabelClasses}>Category</legend>
          <div className="flex items-center gap-2">
            <Input
              aria-label="Category name"
              value={fields.categoryName}
              maxLength={60}
              onChange={(event) => onChange("categoryName", event.target.value)}
              placeholder="Technology"
            />
            <input
              type="color"
              aria-label="Category colour"
              className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              value={colour}
              onChange={(event) => onChange("categoryColor", event.target.value)}
            />
          </div>
        </fieldset>
      )}
    </SideCard>
  );
}
