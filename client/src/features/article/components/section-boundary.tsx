import { Component, type ReactNode } from "react";

export interface SectionBoundaryProps {
  children: ReactNode;
  /** What stands in for a part that failed; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Keeps one failing part of the page (a chunk that did not download, an answer of the wrong
 * shape) from taking the whole article down with it: React unmounts everything up to the
 * nearest boundary, and without this one that would be the reader's page.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
