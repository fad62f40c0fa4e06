import { toast } from "@/components/ui/use-toast";

/** Copies the link and says how it went, in the words of spec section 8. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    // Undefined outside secure contexts; the TypeError lands in the same failure branch.
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied!", description: "The article link has been copied to your clipboard." });
    return true;
  } catch {
    toast({ variant: "destructive", title: "Failed to copy", description: "Please copy the link manually." });
    return false;
  }
}
