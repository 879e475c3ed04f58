import { Component, type ComponentType, type ErrorInfo, type ReactNode } from "react";
import { isChunkLoadError } from "../lib/site-update/load-chunk";
import { ISLAND_ERROR } from "../text/site";
import { SiteUpdatedNote } from "./site-updated-note";

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Text shown for an error: its HTTP-like status and text when it has one, else its message. */
export function describeError(error: unknown): string {
  if (error && typeof error === "object") {
    const { status, statusText, message } = error as {
      status?: unknown;
      statusText?: unknown;
      message?: unknown;
    };
    if (typeof status === "number") {
      return typeof statusText === "string" && statusText ? `${status} ${statusText}` : `${status}`;
    }
    if (typeof message === "string" && message) return message;
  }
  if (typeof error === "string" && error) return error;
  return ISLAND_ERROR.unknown;
}

/**
 * Keeps a failing island (or a part of one) from leaving a blank area: it shows what went wrong
 * instead, while the page around it keeps working. Code that could not be loaded because the site
 * was updated gets a Reload button.
 */
export class IslandErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error(ISLAND_ERROR.nothingThrown) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Island failed:", error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    if (isChunkLoadError(this.state.error)) return <SiteUpdatedNote />;
    return (
      <div role="alert" className="rounded-xl border border-line bg-card p-4 text-sm">
        <p className="font-semibold">{ISLAND_ERROR.title}</p>
        <p className="mt-1 text-muted">{describeError(this.state.error)}</p>
      </div>
    );
  }
}

/** Wraps an island so that any error it throws is shown, not swallowed into a blank area. */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function Guarded(props: P) {
    return (
      <IslandErrorBoundary>
        <Inner {...props} />
      </IslandErrorBoundary>
    );
  }
  Guarded.displayName = `withErrorBoundary(${Inner.displayName ?? Inner.name})`;
  return Guarded;
}
