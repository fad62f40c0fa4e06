import { ArrowLeftIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { FIELD_LIMITS } from "@shared/constants";
import type { PostKind } from "@shared/page-addresses";
import { imagesWithoutAlt } from "@shared/image-alt";
import { useAutoSave } from "../hooks/use-auto-save";
import { useBeforeUnload } from "../hooks/use-before-unload";
import { useEditorStore } from "../hooks/use-editor-store";
import { CARET_FIELD_ATTRIBUTE } from "../lib/caret";
import { formatSaveTime } from "../lib/editor-store";
import { focusMissingAlt } from "../lib/missing-alt-focus";
import { AltTextCard } from "./alt-text-card";
import { BodyEditor, type BodyView } from "./body-editor";
import { ConflictBanner } from "./conflict-banner";
import { DraftOfferBanner, RestoredDraftNote } from "./draft-banners";
import { ExcerptCard } from "./excerpt-card";
import { FeaturedImageCard } from "./featured-image-card";
import { HistoryDialog } from "./history/history-dialog";
import { MarkdownGuide } from "./markdown-guide";
import { PublishButton } from "./publish-button";
import { SeriesCard } from "./series-card";
import { SettingsCard } from "./settings-card";
import { StatusPill } from "./status-pill";
import { TagsCard } from "./tags-card";
import { EditorLoading } from "./editor-loading";

export interface PostEditorProps {
  /** Left out for a new post. */
  postId?: string;
  /** Refreshes lists elsewhere (dashboard, public pages) after a save. */
  onContentChanged?: () => unknown;
  /** What a new one becomes: a post (the default) or a page. */
  newKind?: PostKind;
}

export function PostEditor({ postId, onContentChanged, newKind }: PostEditorProps) {
  const { store, snapshot } = useEditorStore(postId, onContentChanged, newKind);
  const [view, setView] = useState<BodyView>("edit");
  const { fields } = snapshot;
  const missingAlt = useMemo(
    () => imagesWithoutAlt({ markdown: fields.content, featuredImage: fields.featuredImage, featuredImageAlt: fields.featuredImageAlt }),
    [fields.content, fields.featuredImage, fields.featuredImageAlt],
  );
  const findImage = (image: (typeof missingAlt)[number]) => focusMissingAlt(image, () => setView("edit"));

  useAutoSave(store, snapshot.changeTick);
  useBeforeUnload(snapshot.dirty || snapshot.saving);

  if (!snapshot.loaded && postId) return <EditorLoading postId={postId} store={store} />;

  const isPage = fields.kind === "page";
  const heading = `${postId || snapshot.postId ? "Edit" : "New"} ${isPage ? "Page" : "Post"}`;

  return (
    <div className="min-h-screen bg-background">
      <header className="sticky top-0 z-20 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Link
              href="/admin"
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ArrowLeftIcon size={16} />
              Dashboard
            </Link>
            <h1 className="truncate font-serif text-xl font-bold text-primary sm:text-2xl">{heading}</h1>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex flex-col items-end">
              <StatusPill status={snapshot.status} kind={snapshot.statusKind} lastSavedAt={snapshot.lastSavedAt} />
              {snapshot.lastSavedAt !== null && snapshot.status === "idle" && (
                <span className="mt-0.5 text-xs text-muted-foreground">Last saved {formatSaveTime(snapshot.lastSavedAt)}</span>
              )}
            </div>
            {snapshot.postId && <HistoryDialog postId={snapshot.postId} store={store} snapshot={snapshot} />}
            <PublishButton
              publishes={fields.isPublished || Boolean(fields.publishAt)}
              missing={missingAlt}
              pending={snapshot.manualPending}
              onSave={() => store.save()}
              onAddAlt={findImage}
            >
              {snapshot.manualPending && (
                <span
                  aria-hidden="true"
                  className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
                />
              )}
              {fields.isPublished ? "Publish" : fields.publishAt ? "Schedule" : "Save Draft"}
            </PublishButton>
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          {snapshot.conflict && (
            <ConflictBanner
              message={snapshot.conflict.message}
              onReloadTheirs={() => store.reloadTheirs()}
              onOverwrite={() => store.overwrite()}
            />
          )}
          {snapshot.draftOffer && (
            <DraftOfferBanner
              draft={snapshot.draftOffer}
              onRestore={() => store.applyDraftOffer()}
              onDiscard={() => store.dismissDraftOffer()}
            />
          )}
          {snapshot.restoredDraft && <RestoredDraftNote onStartOver={() => store.discardRestoredDraft()} />}

          <input
            aria-label="Title"
            {...{ [CARET_FIELD_ATTRIBUTE]: "title" }}
            value={fields.title}
            maxLength={FIELD_LIMITS.title}
            onChange={(event) => store.setField("title", event.target.value)}
            placeholder={isPage ? "Page title..." : "Post title..."}
            className="w-full rounded-xl border border-border bg-card px-4 py-3 font-serif text-2xl font-bold text-foreground shadow-sm placeholder:text-subtle focus-visible:border-primary-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50 sm:text-3xl"
          />
          <BodyEditor
            value={fields.content}
            onChange={(value) => store.setField("content", value)}
            view={view}
            onViewChange={setView}
            maths={fields.maths}
          />
          {snapshot.lastError && snapshot.status !== "saved" && !snapshot.conflict && (
            <p className="text-sm text-destructive-strong" data-testid="save-error">
              Last save failed: {snapshot.lastError}
            </p>
          )}
        </div>

        <aside aria-label={isPage ? "Page details" : "Post details"} className="space-y-4">
          <SettingsCard
            fields={fields}
            slug={store.effectiveSlug()}
            serverSlug={snapshot.serverSlug}
            everPublished={snapshot.everPublished}
            slugTouched={snapshot.slugTouched}
            onChange={(name, value) => store.setField(name, value)}
          />
          <FeaturedImageCard
            value={fields.featuredImage}
            onChange={(url) => store.setField("featuredImage", url)}
            alt={fields.featuredImageAlt}
            onAltChange={(alt) => store.setField("featuredImageAlt", alt)}
          />
          <AltTextCard missing={missingAlt} onFind={findImage} />
          <ExcerptCard value={fields.excerpt} onChange={(value) => store.setField("excerpt", value)} />
          {/* A page is in no tag list and no series: it has neither. */}
          {!isPage && <TagsCard tags={fields.tags} onChange={(tags) => store.setField("tags", tags)} />}
          {!isPage && <SeriesCard postId={snapshot.postId} />}
          <MarkdownGuide />
        </aside>
      </main>
    </div>
  );
}
