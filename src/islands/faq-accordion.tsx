import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { faqAnswerId } from "../lib/faq/faq-answer-id";
import type { FaqItem } from "../lib/content/faq-schema";
import { withErrorBoundary } from "../ui/island-error-boundary";

interface Props {
  items: readonly FaqItem[];
}

/** Puts `hash` in the address without a history entry or a scroll; "" leaves the page's plain address. */
function replaceHash(hash: string): void {
  if (location.hash === hash) return;
  history.replaceState(history.state, "", hash === "" ? location.pathname + location.search : hash);
}

/**
 * Questions and answers, one open at a time, each one collapsible. Built on <details> grouped by
 * `name`, which the browser keeps to one open answer by itself. React does not own the open
 * state, so an answer opened before hydration (or with JavaScript off) stays open. The island is
 * here for links: the answer the address's `#fragment` names opens, and the fragment follows the
 * answer the visitor opens, so the address can be shared.
 */
function FaqAccordion({ items }: Props) {
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const answers = [...root.querySelectorAll<HTMLDetailsElement>(":scope > details")];
    const named = () => answers.find((answer) => `#${answer.id}` === location.hash);
    const openNamed = () => {
      const answer = named();
      if (answer) answer.open = true;
    };
    // `toggle` does not bubble: listen while it passes down to the answer.
    const follow = (event: Event) => {
      const answer = event.target;
      if (!(answer instanceof HTMLDetailsElement) || !answers.includes(answer)) return;
      if (answer.open) replaceHash(`#${answer.id}`);
      else if (location.hash === `#${answer.id}`) replaceHash("");
    };

    const openedEarly = answers.find((answer) => answer.open);
    if (named()) openNamed();
    else if (openedEarly) replaceHash(`#${openedEarly.id}`);
    root.addEventListener("toggle", follow, true);
    addEventListener("hashchange", openNamed);
    return () => {
      root.removeEventListener("toggle", follow, true);
      removeEventListener("hashchange", openNamed);
    };
  }, []);

  return (
    <div ref={list} className="divide-y divide-line rounded-2xl border border-line bg-card">
      {items.map((item) => (
        <details key={item.question} id={faqAnswerId(item.question)} name="faq" className="group scroll-mt-20 px-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
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
