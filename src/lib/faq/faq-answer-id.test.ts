import { describe, expect, it } from "vitest";
import { readFaqFile } from "@tests/support/content-files";
import { faqAnswerId } from "./faq-answer-id";

describe("faqAnswerId", () => {
  it("makes a link id from the question's words", () => {
    expect(faqAnswerId("How accurate is it?")).toBe("how-accurate-is-it");
    expect(faqAnswerId("What happens if no face is found, or there is more than one face?")).toBe(
      "what-happens-if-no-face-is-found-or-there-is-more-than-one-face",
    );
    expect(faqAnswerId("Do you use cookies — or analytics?")).toBe("do-you-use-cookies-or-analytics");
  });

  it("gives every question of content/faq.yaml its own id", () => {
    const ids = readFaqFile().map((item) => faqAnswerId(item.question));
    expect(ids.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
