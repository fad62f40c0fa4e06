import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { Profile } from "@shared/types";
import { FIELD_LIMITS } from "@shared/constants";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { FieldHelp, Input, Label, Textarea } from "@/components/ui/field";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { uploadImage, uploadProblem } from "@/lib/upload-image";
import { useAdminProfile, useSaveProfile } from "../api/profile";

type TextField = Exclude<keyof Profile, "fediverseAlsoKnownAs">;

const SOCIAL: { field: TextField; label: string; example: string }[] = [
  { field: "linkedinUrl", label: "LinkedIn", example: "https://www.linkedin.com/in/you" },
  { field: "instagramUrl", label: "Instagram", example: "https://www.instagram.com/you" },
  { field: "youtubeUrl", label: "YouTube", example: "https://www.youtube.com/@you" },
  { field: "githubUrl", label: "GitHub", example: "https://github.com/you" },
  { field: "portfolioUrl", label: "Photo portfolio", example: "https://you.example" },
];
const BIO_MAX = 2000;

/** Checked before saving, as the server checks: an https address or nothing. */
function linkProblem(value: string): string | null {
  if (!value.trim()) return null;
  try {
    return new URL(value.trim()).protocol === "https:" ? null : "Use an https:// address.";
  } catch {
    return "Enter a whole address, starting with https://.";
  }
}

/** The server's reasons by field, from a 400's details. */
function serverProblems(error: unknown): Record<string, string> {
  const details =
    error instanceof ApiError ? (error.body as { details?: { path: string; message: string }[] } | undefined)?.details : undefined;
  return Object.fromEntries((details ?? []).map((detail) => [detail.path.replace(/^body\./, ""), detail.message]));
}

function ProfileForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState<Profile>(profile);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveProfile();
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => setValues(profile), [profile]);

  const change = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  // One address a line while typing; a list of addresses once saved.
  const [earlierAccounts, setEarlierAccounts] = useState(profile.fediverseAlsoKnownAs.join("\n"));
  useEffect(() => setEarlierAccounts(profile.fediverseAlsoKnownAs.join("\n")), [profile]);

  const onAvatarFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) return toast({ variant: "destructive", title: "Image not uploaded", description: problem });
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      setValues((current) => ({ ...current, avatar: uploaded.url }));
    } catch {
      toast({ variant: "destructive", title: "Image not uploaded", description: "The picture could not be uploaded. Please try again." });
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = Object.fromEntries(
      SOCIAL.map(({ field }) => [field, linkProblem(values[field])]).filter(([, problem]) => problem),
    ) as Record<string, string>;
    const accounts = earlierAccounts
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const accountProblem = accounts.map(linkProblem).find(Boolean);
    if (accountProblem) found.fediverseAlsoKnownAs = accountProblem;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const input = {
      ...values,
      ...Object.fromEntries(SOCIAL.map(({ field }) => [field, values[field].trim()])),
      fediverseAlsoKnownAs: accounts,
    };
    save.mutate(input, {
      onSuccess: () => toast({ title: "Profile saved", description: "Your name, picture, bio and links show on every page now." }),
      onError: (error) => {
        setProblems(serverProblems(error));
        toast({ variant: "destructive", title: "Error", description: "Failed to save the profile." });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input id={`${id}-name`} value={values.name} maxLength={FIELD_LIMITS.name} onChange={change("name")} autoComplete="name" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-bio`}>Bio</Label>
          <Textarea
            id={`${id}-bio`}
            rows={5}
            value={values.bio}
            maxLength={BIO_MAX}
            onChange={change("bio")}
            aria-describedby={`${id}-bio-help`}
          />
          <FieldHelp id={`${id}-bio-help`}>
            Shown under each article and on the contact page. {values.bio.length} / {BIO_MAX}
          </FieldHelp>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-avatar`}>Picture</Label>
          <div className="flex items-center gap-3">
            <Avatar name={values.name || "Author"} src={values.avatar} className="h-16 w-16 text-xl" />
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => fileInput.current?.click()}
                disabled={uploading}
                aria-busy={uploading}
              >
                {uploading ? "Uploading..." : "Upload a picture"}
              </Button>
              {values.avatar && (
                <Button type="button" size="sm" variant="ghost" onClick={() => setValues((current) => ({ ...current, avatar: "" }))}>
                  Remove
                </Button>
              )}
            </div>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            className="sr-only"
            tabIndex={-1}
            aria-label="Picture file"
            onChange={(event) => void onAvatarFile(event)}
          />
          <Input
            id={`${id}-avatar`}
            value={values.avatar}
            maxLength={FIELD_LIMITS.url}
            onChange={change("avatar")}
            placeholder="/uploads/... or https://..."
            aria-describedby={`${id}-avatar-help`}
          />
          <FieldHelp id={`${id}-avatar-help`}>Upload one, or paste the address of a picture.</FieldHelp>
        </div>
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-emphasis">Links (https only; leave empty to hide one)</legend>
        {SOCIAL.map(({ field, label, example }) => (
          <div key={field} className="space-y-1.5">
            <Label htmlFor={`${id}-${field}`}>{label}</Label>
            <Input
              id={`${id}-${field}`}
              type="url"
              inputMode="url"
              value={values[field]}
              maxLength={FIELD_LIMITS.url}
              onChange={change(field)}
              placeholder={example}
              aria-invalid={problems[field] ? true : undefined}
              aria-describedby={problems[field] ? `${id}-${field}-problem` : undefined}
            />
            {problems[field] && (
              <p id={`${id}-${field}-problem`} className="text-sm text-destructive-strong">
                {problems[field]}
              </p>
            )}
          </div>
        ))}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-also-known-as`}>Earlier fediverse accounts</Label>
          <Textarea
            id={`${id}-also-known-as`}
            rows={2}
            value={earlierAccounts}
            onChange={(event) => setEarlierAccounts(event.target.value)}
            placeholder="https://mastodon.social/users/you"
            aria-invalid={problems.fediverseAlsoKnownAs ? true : undefined}
            aria-describedby={`${id}-also-known-as-help${problems.fediverseAlsoKnownAs ? ` ${id}-also-known-as-problem` : ""}`}
          />
          <FieldHelp id={`${id}-also-known-as-help`}>
            To move your Mastodon followers to the blog: the address of each account you had before, one a line. Then start the move from
            that account.
          </FieldHelp>
          {problems.fediverseAlsoKnownAs && (
            <p id={`${id}-also-known-as-problem`} className="text-sm text-destructive-strong">
              {problems.fediverseAlsoKnownAs}
            </p>
          )}
        </div>
      </fieldset>
      <div className="lg:col-span-2">
        <Button type="submit" disabled={save.isPending || uploading}>
          {save.isPending ? "Saving..." : "Save profile"}
        </Button>
      </div>
    </form>
  );
}

/** The author's name, picture, bio and social links, as every public page shows them. */
export function ProfileTab() {
  const profile = useAdminProfile();
  return (
    <SectionCard
      id="profile-heading"
      title="Profile"
      description="How readers see you: on every article, the contact page and in search results."
    >
      {profile.isPending && <SkeletonList label="Loading the profile" count={4} rowClassName="h-10" />}
      {profile.isError && <ErrorState message="We couldn't load the profile." onRetry={() => void profile.refetch()} />}
      {profile.data && <ProfileForm profile={profile.data} />}
    </SectionCard>
  );
}
