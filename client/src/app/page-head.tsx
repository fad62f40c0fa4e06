import { useEffect } from "react";
import { clearHead, setHead, type HeadProps } from "./head/head-store";

export type PageHeadProps = HeadProps;

let nextId = 0;

/**
 * Declares the page's title and description. The server writes the first page's full <head>;
 * HeadManager applies these on later pages, as the reader moves around without a reload.
 */
export function PageHead({ title, description, noIndex = false }: PageHeadProps) {
  useEffect(() => {
    const id = ++nextId;
    setHead(id, { title, description, noIndex });
    return () => clearHead(id);
  }, [title, description, noIndex]);
  return null;
}
