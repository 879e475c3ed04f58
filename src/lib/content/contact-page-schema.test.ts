import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contactPageSchema } from "./contact-page-schema";

const contact = parse(readFileSync(new URL("../../../content/contact.yaml", import.meta.url), "utf8")) as Record<
  string,
  unknown
>;

function problems(data: unknown): string[] {
  const result = contactPageSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("contact page text schema", () => {
  it("reads content/contact.yaml", () => {
    const page = contactPageSchema.parse(contact);
    expect(page.title).toBe("Contact Us");
    expect(page.help.topics.map(({ icon }) => icon)).toEqual(["wrench", "palette", "handshake"]);
    expect(page.beforeYouWrite.items.map(({ href }) => href)).toEqual(["/#faq", "/#shapes", "/blog"]);
  });

  it("names the field and the fix for each mistake", () => {
    const form = contact["form"] as Record<string, string>;
    expect(problems({ ...contact, form: { ...form, noScript: "The form needs JavaScript to send." } })).toEqual([
      "form.noScript: form.noScript must name {email}, the address to write to instead.",
    ]);
    const help = contact["help"] as { topics: Record<string, string>[] };
    expect(
      problems({ ...contact, help: { ...help, topics: [{ ...help.topics[0], icon: "rocket" }] } }).map((problem) =>
        problem.replace(/:.*/, ""),
      ),
    ).toEqual(["help.topics.0.icon"]);
    const expectSection = contact["whatToExpect"] as { privacy: Record<string, string> };
    expect(
      problems({
        ...contact,
        whatToExpect: { ...expectSection, privacy: { ...expectSection.privacy, href: "https://elsewhere.example" } },
      }),
    ).toEqual([
      "whatToExpect.privacy.href: whatToExpect.privacy.href must be one of the site's own addresses, like /blog.",
    ]);
  });
});
