import { describe, expect, it } from "vitest";
import { readLegalFiles } from "@tests/support/content-files";
import { legalPageSchema } from "./legal-page-schema";

const valid = {
  title: "Terms of Service",
  description:
    "The terms for using our free face shape analyzer and style blog: what the service offers and acceptable use.",
  lastUpdated: "2024-12-01",
};

function problems(data: unknown): string[] {
  const result = legalPageSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("legal page schema", () => {
  it("reads the privacy policy and the terms from content/legal/", () => {
    expect(readLegalFiles().map((file) => file.slug)).toEqual(["privacy-policy", "terms-of-service"]);
  });

  it("reads lastUpdated as a calendar day", () => {
    expect(legalPageSchema.parse(valid).lastUpdated.toISOString().slice(0, 10)).toBe("2024-12-01");
  });

  it("names the field and the fix for each mistake", () => {
    expect(problems({ ...valid, lastUpdated: undefined })).toEqual([
      "lastUpdated: lastUpdated must be the day the text last changed, written as YYYY-MM-DD.",
    ]);
    expect(problems({ ...valid, lastUpdated: "last winter" })).toEqual([
      "lastUpdated: lastUpdated must be the day the text last changed, written as YYYY-MM-DD.",
    ]);
    expect(problems({ ...valid, description: "Our terms." })).toEqual([
      "description: description is too short: write at least 70 characters.",
    ]);
    expect(problems({ ...valid, title: undefined })).toEqual(["title: title is required and must be text."]);
  });
});
