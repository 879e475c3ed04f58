import { X } from "lucide-react";
import { useState, type ReactNode } from "react";
import {
  indefiniteArticle,
  styleSuggestions,
  type StyleCategory,
  type StyleItem,
} from "../lib/style-catalogue/style-catalogue";
import type { FaceShape, Gender } from "../data/face-shapes";
import { STYLE_GALLERY } from "../text/result";
import { ModalDialog } from "./modal-dialog";
import { Tabs, type TabItem } from "./tabs";

interface Props {
  shape: FaceShape;
  gender: Gender;
  /** Someone else's result (a shared link): the heading says "a heart face", not "your heart face". */
  shared?: boolean;
  /** Shown under the glasses cards: the frames tried on the visitor's own photo. */
  glassesExtra?: ReactNode;
}

/** Suggestions for the detected shape: Hair (default), Glasses, and Beard for men only. */
export function StyleGallery({ shape, gender, shared = false, glassesExtra }: Props) {
  const categories: StyleCategory[] = gender === "male" ? ["hair", "glasses", "beard"] : ["hair", "glasses"];
  const [category, setCategory] = useState<StyleCategory>("hair");
  const [open, setOpen] = useState<StyleItem | null>(null);

  const tabs: TabItem<StyleCategory>[] = categories.map((id) => ({
    id,
    label: STYLE_GALLERY.categories[id],
    panel: (
      <>
        <ul className="grid gap-4 sm:grid-cols-3" data-gender={gender} data-category={id}>
          {styleSuggestions(id, shape, gender).map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => setOpen(item)}
                aria-haspopup="dialog"
                className="card flex h-full w-full items-center overflow-hidden text-left hover:shadow-md sm:flex-col sm:items-stretch"
              >
                <img
                  src={item.thumbnail.src}
                  alt={item.thumbnail.alt}
                  width={item.thumbnail.width}
                  height={item.thumbnail.height}
                  loading="lazy"
                  className="aspect-square w-24 shrink-0 bg-surface object-cover sm:w-full"
                />
                <span className="block p-4 font-semibold">{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
        {id === "glasses" && glassesExtra}
      </>
    ),
  }));

  return (
    <section aria-labelledby="style-gallery-title">
      <h3 id="style-gallery-title" className="text-xl font-semibold">
        {STYLE_GALLERY.title(shared ? indefiniteArticle(shape) : STYLE_GALLERY.yours, shape)}
      </h3>
      <p className="mt-1 text-sm text-muted">{STYLE_GALLERY.lead}</p>
      <div className="mt-4">
        <Tabs label={STYLE_GALLERY.tabs} idPrefix="style" tabs={tabs} selected={category} onSelect={setCategory} />
      </div>
      {open && <StyleDialog item={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function StyleDialog({ item, onClose }: { item: StyleItem; onClose: () => void }) {
  return (
    <ModalDialog labelledBy="style-dialog-title" onDismiss={onClose}>
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h3 id="style-dialog-title" className="text-xl font-semibold">
            {item.name}
          </h3>
          <button
            type="button"
            onClick={onClose}
            aria-label={STYLE_GALLERY.close}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-surface"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="leading-relaxed text-muted">{item.description}</p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {item.examples.map((example) => (
            <li key={example.src}>
              <img
                src={example.src}
                alt={example.alt}
                width={example.width}
                height={example.height}
                className="w-full rounded-xl border border-line"
              />
            </li>
          ))}
        </ul>
      </div>
    </ModalDialog>
  );
}
