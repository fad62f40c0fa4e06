import type { ImageWithoutAlt } from "@shared/image-alt";
import { SideCard } from "./side-card";

/** Every image a reader who cannot see it would miss, each named so the author can find it. */
export function AltTextCard({ missing, onFind }: { missing: ImageWithoutAlt[]; onFind: (image: ImageWithoutAlt) => void }) {
  return (
    <SideCard id="alt-text-heading" title="Alt Text">
      {missing.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every image has alt text.</p>
      ) : (
        <>
          <p className="text-sm text-destructive-strong" role="status">
            {missing.length === 1 ? "1 image without alt text" : `${missing.length} images without alt text`}
          </p>
          <ul aria-label="Images without alt text" className="space-y-1">
            {missing.map((image) => (
              <li key={`${image.place}-${image.offset}`}>
                <button
                  type="button"
                  onClick={() => onFind(image)}
                  className="w-full truncate rounded-md px-2 py-1 text-left text-sm text-primary underline-offset-2 hover:bg-accent hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {image.place === "featured" ? `Featured image: ${image.name}` : `In the body: ${image.name}`}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </SideCard>
  );
}
