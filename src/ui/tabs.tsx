import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface Props<Id extends string> {
  /** Name of the tab list for assistive technology. */
  label: string;
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the selected state is exposed as data-state. */
export function Tabs<Id extends string>({ label, idPrefix, tabs, selected, onSelect }: Props<Id>) {
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-xl border border-line bg-surface p-1">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className="flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-muted data-[state=active]:bg-card data-[state=active]:text-ink data-[state=active]:shadow-sm"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="mt-5 focus-visible:outline-2"
        >
          {tab.id === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
