import type { Element, ElementContent, Root, RootContent } from "hast";

/**
 * Wraps every table in a labelled, keyboard-focusable region that scrolls sideways,
 * so a wide table never widens the page on a phone and keyboard users can scroll it.
 */
export function rehypeScrollableTables() {
  return (tree: Root) => {
    let count = 0;
    const visit = (nodes: (RootContent | ElementContent)[]) => {
      nodes.forEach((node, index) => {
        if (node.type !== "element") return;
        if (node.tagName === "table") {
          count += 1;
          const wrapper: Element = {
            type: "element",
            tagName: "div",
            properties: {
              className: ["table-scroll"],
              tabIndex: 0,
              role: "region",
              ariaLabel: `Table ${count}, scrolls sideways`,
            },
            children: [node],
          };
          nodes[index] = wrapper;
          return;
        }
        visit(node.children);
      });
    };
    visit(tree.children);
  };
}
