import { useState } from "react";
import { FIELD_LIMITS } from "@shared/constants";
import type { AdminPost } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useAdminPost } from "@/lib/get-admin-post";
import { useAdminPosts } from "../api/get-admin-posts";
import { useAnalyzePost } from "../api/analyze-post";
import { isEditConflict, useSavePostTags } from "../api/save-post-tags";
import { serverMessage } from "../lib/later-update";
import { mergeTags, tooManyTags } from "../lib/tag-suggestions";
import { Select } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { SuggestionChips } from "./suggestion-chips";

const ANALYSIS_FAILED = { title: "Analysis Failed", description: "Failed to analyze post. Please try again." };
const CHANGED_ELSEWHERE =
  "This post was changed elsewhere since you analysed it. Its latest version is loaded now: save again to add the accepted tags to it.";

function CurrentTags({ post }: { post: ReturnType<typeof useAdminPost> }) {
  if (post.isPending) return <p className="text-sm text-muted-foreground">Loading the post's tags...</p>;
  if (post.isError) {
    return (
      <Notice tone="error" className="flex flex-wrap items-center justify-between gap-2">
        We couldn't load this post.
        <Button variant="outline" size="sm" onClick={() => void post.refetch()}>
          Retry
        </Button>
      </Notice>
    );
  }
  const tags = post.data.tags;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-body">
      <span>Tags now:</span>
      {tags.length === 0 ? (
        <span className="text-muted-foreground">none yet</span>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags on this post">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="soft">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AnalyzePostCard({ onContentChanged }: { onContentChanged?: () => unknown }) {
  const posts = useAdminPosts();
  const [picked, setPicked] = useState("");
  const chosen = picked || posts.data?.[0]?.id || "";
  const post = useAdminPost(chosen);
  const analyze = useAnalyzePost();
  const save = useSavePostTags(onContentChanged);
  const [accepted, setAccepted] = useState<string[]>([]);
  const [conflict, setConflict] = useState(false);

  // Suggestions belong to the post they were made for, never to the one picked since.
  const analysis = analyze.data?.postId === chosen ? analyze.data : undefined;
  const nextTags = mergeTags(post.data?.tags ?? [], accepted);

  const choose = (id: string) => {
    setPicked(id);
    setAccepted([]);
    setConflict(false);
    analyze.reset();
  };

  const runAnalysis = () => {
    setAccepted([]);
    setConflict(false);
    analyze.mutate(chosen, { onError: () => toast({ ...ANALYSIS_FAILED, variant: "destructive" }) });
  };

  const toggle = (tag: string) => setAccepted((list) => (list.includes(tag) ? list.filter((entry) => entry !== tag) : [...list, tag]));

  const saveAccepted = (stored: AdminPost) => {
    const added = nextTags.length - stored.tags.length;
    save.mutate(
      { post: stored, tags: nextTags },
      {
        onSuccess: (saved) => {
          setConflict(false);
          setAccepted([]);
          analyze.reset();
          toast({ title: "Tags saved", description: `${added === 1 ? "1 tag" : `${added} tags`} added to "${saved.title}".` });
        },
        onError: (error) => {
          if (isEditConflict(error)) setConflict(true);
          else toast({ title: "Error", description: serverMessage(error) ?? "Failed to save post", variant: "destructive" });
        },
      },
    );
  };

  return (
    <SectionCard
      id="analyze-one-heading"
      title="Analyse one post"
      description="Suggest tags for a single post from its text, then keep the ones that fit."
    >
      {posts.isPending && <Spinner label="Loading posts..." showLabel className="py-4" />}
      {posts.isError && <ErrorState message="We couldn't load the posts." onRetry={() => void posts.refetch()} />}
      {posts.data?.length === 0 && (
        <p className="py-4 text-center text-muted-foreground">No posts yet. Write one first, then come back to tag it.</p>
      )}
      {posts.data && posts.data.length > 0 && (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1 space-y-1">
              <label htmlFor="analyze-post" className="text-sm font-medium text-emphasis">
                Post
              </label>
              <Select id="analyze-post" value={chosen} onChange={(event) => choose(event.target.value)}>
                {posts.data.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.title}
                  </option>
                ))}
              </Select>
            </div>
            <Button onClick={runAnalysis} disabled={!chosen || analyze.isPending}>
              {analyze.isPending ? "Analysing..." : "Analyze Post"}
            </Button>
          </div>
          <CurrentTags post={post} />
        </>
      )}

      {analyze.isPending && <Spinner label="Analysing the post..." showLabel className="py-4" />}
      {analysis && (
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-emphasis">Suggested tags</h3>
          {analysis.suggestions.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tags suggested for this post.</p>
          ) : (
            <>
              <p className="text-xs text-muted-foreground">
                Press a tag to accept it, press it again to reject it. Only accepted tags are saved.
              </p>
              <SuggestionChips analysis={analysis} accepted={accepted} onToggle={toggle} />
              {conflict && <Notice tone="error">{CHANGED_ELSEWHERE}</Notice>}
              {tooManyTags(nextTags) && (
                <Notice tone="error">A post can have at most {FIELD_LIMITS.tagsPerPost} tags: accept fewer.</Notice>
              )}
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  onClick={() => post.data && saveAccepted(post.data)}
                  disabled={!post.data || post.isFetching || accepted.length === 0 || save.isPending || tooManyTags(nextTags)}
                >
                  {save.isPending ? "Saving..." : "Save accepted tags"}
                </Button>
                <span className="text-sm text-muted-foreground" aria-live="polite">
                  {accepted.length} of {analysis.suggestions.length} accepted
                </span>
              </div>
            </>
          )}
        </div>
      )}
    </SectionCard>
  );
}
