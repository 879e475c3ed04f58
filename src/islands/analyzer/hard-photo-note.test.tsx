// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { HardPhotoReason } from "../../lib/face-shape/types";
import { HARD_PHOTO_REASONS } from "../../lib/face-shape/photo-difficulty";
import { HARD_PHOTO_NOTES } from "../../text/analyzer";
import { HardPhotoNote } from "./hard-photo-note";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

async function rendered(
  reasons: readonly HardPhotoReason[] | undefined,
  count = 1,
  noun?: "photos" | "camera frames",
  perPhoto?: readonly (readonly HardPhotoReason[] | undefined)[],
): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <HardPhotoNote reasons={reasons} count={count} {...(noun ? { noun } : {})} {...(perPhoto ? { perPhoto } : {})} />,
    ),
  );
  return host;
}

describe("HardPhotoNote", () => {
  it("shows nothing for a plain photo", async () => {
    expect((await rendered(undefined)).innerHTML).toBe("");
    expect((await rendered([])).innerHTML).toBe("");
  });

  it("says in words which photo was hard, why, and what to do, one sentence a reason", async () => {
    const host = await rendered(["turned", "mouth-open"]);
    expect(host.querySelector("p")?.textContent).toBe("This photo was hard to measure:");
    const items = [...host.querySelectorAll("li")];
    expect(items.map((item) => item.dataset["reason"])).toEqual(["turned", "mouth-open"]);
    expect(items.map((item) => item.textContent)).toEqual([HARD_PHOTO_NOTES.turned, HARD_PHOTO_NOTES["mouth-open"]]);
    // The icon is decoration: the words carry the message.
    expect(host.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("speaks of some of the photos or camera frames when several were combined", async () => {
    expect((await rendered(["levelled"], 3)).querySelector("p")?.textContent).toBe(
      "Some of the photos were hard to measure:",
    );
    expect((await rendered(["levelled"], 2, "camera frames")).querySelector("p")?.textContent).toBe(
      "Some of the camera frames were hard to measure:",
    );
  });

  it("names which of the combined photos or frames were hard, and which had each reason", async () => {
    const host = await rendered(["turned", "mouth-open"], 3, "photos", [
      ["turned"],
      undefined,
      ["turned", "mouth-open"],
    ]);
    expect(host.querySelector("p")?.textContent).toBe("Photos 1 and 3 of 3 were hard to measure:");
    expect([...host.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      `Photos 1 and 3: ${HARD_PHOTO_NOTES.turned}`,
      `Photo 3: ${HARD_PHOTO_NOTES["mouth-open"]}`,
    ]);
    const frames = await rendered(["levelled"], 2, "camera frames", [undefined, ["levelled"]]);
    expect(frames.querySelector("p")?.textContent).toBe("Camera frame 2 of 2 was hard to measure:");
    expect(frames.querySelector("li")?.textContent).toBe(`Frame 2: ${HARD_PHOTO_NOTES.levelled}`);
  });

  it("has a note for every reason, each saying what photo to take instead", () => {
    for (const reason of HARD_PHOTO_REASONS)
      expect(HARD_PHOTO_NOTES[reason]).toMatch(/A photo .+ gives a steadier answer\.$/);
  });
});
