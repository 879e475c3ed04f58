import { CircleAlert, RefreshCw } from "lucide-react";
import { SITE_UPDATED } from "../../text/site";
import type { ToastText } from "../../text/toast-text";
import { reload } from "../../ui/site-updated-note";

interface Props {
  problem: (ToastText & { reload?: boolean }) | null;
  /**
   * True when no toast said it: the note is then the one place the problem is said, and announces
   * itself as it appears. Otherwise the toast announced it already.
   */
  announce?: boolean;
  testId: string;
}

/**
 * Why the last photo was refused and what to do next, kept beside the picker until the visitor
 * picks another photo.
 */
export function PhotoProblem({ problem, announce = false, testId }: Props) {
  if (!problem) return null;
  return (
    <p
      role={announce ? "alert" : undefined}
      className="flex gap-2 rounded-xl border border-line bg-surface p-3 text-left text-sm"
      data-testid={testId}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <span>
        <span className="font-semibold">{problem.title}.</span> {problem.description}
        {problem.reload && (
          <button type="button" className="btn-primary mt-2 flex" onClick={reload}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {SITE_UPDATED.action}
          </button>
        )}
      </span>
    </p>
  );
}
