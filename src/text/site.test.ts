import { describe, expect, it } from "vitest";
import { ISLAND_ERROR, SITE_UPDATED } from "./site";

describe("what a page says when part of it fails", () => {
  it("asks for a reload after a deploy, with the action the button names", () => {
    expect(SITE_UPDATED.title).toMatch(/updated/);
    expect(SITE_UPDATED.description).toContain(SITE_UPDATED.action);
  });

  it("has a message for an error that carries none", () => {
    expect(ISLAND_ERROR.unknown).not.toBe("");
    expect(ISLAND_ERROR.title).not.toBe("");
  });
});
