import { CircleAlert } from "lucide-react";
import type { ToastText } from "../../stores/analyzer/messages";

/**
 * Why the last photo was refused and what to do next, kept beside the picker after its toast has
 * gone, until the visitor picks another photo. The toast announced it already, so this is not a
 * live region.
 */
export function PhotoProblem({ problem, testId }: { problem: ToastText | null; testId: string }) {
  if (!problem) return null;
  return (
    <p className="flex gap-2 rounded-xl border border-line bg-surface p-3 text-left text-sm" data-testid={testId}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <span>
        <span className="font-semibold">{problem.title}.</span> {problem.description}
      </span>
    </p>
  );
}
