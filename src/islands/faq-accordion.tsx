import { ChevronDown } from "lucide-react";
import type { FaqItem } from "../lib/faq/faq-schema";
import { withErrorBoundary } from "../ui/island-error-boundary";

interface Props {
  items: readonly FaqItem[];
}

/**
 * Questions and answers, one open at a time, each one collapsible. Built on <details> grouped by
 * `name`, which the browser keeps to one open answer by itself. React does not own the open
 * state, so an answer opened before hydration (or with JavaScript off) stays open.
 */
function FaqAccordion({ items }: Props) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-card">
      {items.map((item) => (
        <details key={item.question} name="faq" className="group px-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{item.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

export default withErrorBoundary(FaqAccordion);
