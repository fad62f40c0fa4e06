import { useRef, useState } from "react";
import { FIELD_LIMITS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { UploadedImage } from "@shared/types";
import { UPLOAD_TYPES, uploadProblem, useUploadImage } from "@/lib/upload-image";
import { FieldHelp, Input, Label } from "@/components/ui/field";
import { FEATURED_ALT_ID } from "../lib/missing-alt-focus";
import { SideCard } from "./side-card";

export interface FeaturedImageCardProps {
  value: string;
  onChange: (url: string) => void;
  alt: string;
  onAltChange: (alt: string) => void;
}

export function FeaturedImageCard({ value, onChange, alt, onAltChange }: FeaturedImageCardProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  // The resized copies of an image uploaded just now; a typed URL has none.
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [broken, setBroken] = useState(false);

  const send = (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      toast({ title: "Upload failed", description: problem, variant: "destructive" });
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        setUploaded(image);
        setBroken(false);
        onChange(image.url);
      },
      onError: (error) =>
        toast({ title: "Upload failed", description: error.message || "The image could not be uploaded.", variant: "destructive" }),
    });
  };

  const srcSet = uploaded && uploaded.url === value ? uploaded.srcset : undefined;

  return (
    <SideCard id="image-heading" title="Featured Image">
      {value && !broken ? (
        <img
          src={value}
          srcSet={srcSet}
          sizes="20rem"
          alt="Featured image preview"
          className="aspect-video w-full rounded-lg border border-border bg-muted object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded-lg border border-dashed border-input bg-background text-sm text-muted-foreground">
          {value ? "This image could not be loaded" : "No image yet"}
        </div>
      )}
      <div className="space-y-1">
        <Label htmlFor="featured-image">Image URL</Label>
        <Input
          id="featured-image"
          inputMode="url"
          maxLength={FIELD_LIMITS.url}
          value={value}
          placeholder="https://... or upload below"
          onChange={(event) => {
            setBroken(false);
            onChange(event.target.value);
          }}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={FEATURED_ALT_ID}>Alt text</Label>
        <Input
          id={FEATURED_ALT_ID}
          maxLength={FIELD_LIMITS.imageAlt}
          value={alt}
          aria-describedby="featured-image-alt-help"
          onChange={(event) => onAltChange(event.target.value)}
        />
        <FieldHelp id="featured-image-alt-help">Describe the picture for people who cannot see it.</FieldHelp>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_TYPES.join(",")}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          send(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <Button variant="outline" className="w-full" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
        {upload.isPending ? "Uploading..." : "Upload image"}
      </Button>
      <FieldHelp>PNG, JPEG, WebP, GIF or AVIF, up to 10 MB. Readers get resized copies.</FieldHelp>
    </SideCard>
  );
}
