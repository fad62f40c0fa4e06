import { useQueryClient } from "@tanstack/react-query";
import type { FormDraft } from "@shared/form-posts";
import type { PageData } from "@shared/ssr";

/** Where the server's page puts the tokens of its server-drawn forms (see fill-query-cache.ts). */
export const pageFormTokensKey = ["page", "form-tokens"] as const;
/** Where it puts what a reader typed into a form it turned back. */
export const pageFormDraftKey = ["page", "form-draft"] as const;

type PageFormTokens = NonNullable<PageData["formTokens"]>;

/**
 * The token the server drew this page's form with, for the hidden field a form posted without
 * JavaScript sends. Read once, as the server rendered it, so hydration finds the same field; a page
 * the browser drew itself has none (its script is running, and the form sends its own token).
 */
export function usePageFormToken(form: keyof PageFormTokens): string | undefined {
  return useQueryClient().getQueryData<PageFormTokens>(pageFormTokensKey)?.[form];
}

/** What the reader typed into this form before the server turned it back (a post without JavaScript). */
export function usePageFormDraft<Form extends keyof FormDraft>(form: Form): FormDraft[Form] | undefined {
  return useQueryClient().getQueryData<FormDraft>(pageFormDraftKey)?.[form];
}
