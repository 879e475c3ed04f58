import { z } from "astro/zod";
import { editorText } from "./editor-text";

/** The icons the contact page's help topics may use (lucide's, chosen in the page). */
export const CONTACT_TOPIC_ICONS = ["wrench", "palette", "handshake"] as const;

const section = (field: string) => ({
  title: editorText(`${field}.title`, 3, 80),
  body: editorText(`${field}.body`, 10, 600),
});

/** Words around a link, written as separate fields so the page styles the link. */
const linked = (field: string) => ({
  before: editorText(`${field}.before`, 1, 200),
  link: editorText(`${field}.link`, 2, 60),
  href: z
    .string()
    .regex(/^\/[\w\-/#]*$/, { error: `${field}.href must be one of the site's own addresses, like /blog.` }),
  after: z.string().trim().max(200),
});

/** `content/contact.yaml`: the contact page's words, one key per section, in the page's order. */
export const contactPageSchema = z.object({
  title: editorText("title", 5, 60),
  description: editorText("description", 70, 170),
  badge: editorText("badge", 3, 40),
  /** {siteName} stands for the site's name. */
  intro: editorText("intro", 30, 300),
  help: z.object({
    title: editorText("help.title", 3, 80),
    topics: z
      .array(
        z.object({
          icon: z.enum(CONTACT_TOPIC_ICONS, { error: `icon must be one of ${CONTACT_TOPIC_ICONS.join(", ")}.` }),
          ...section("help.topics"),
        }),
      )
      .min(1),
  }),
  form: z.object({
    title: editorText("form.title", 3, 80),
    required: editorText("form.required", 10, 200),
    /** {email} becomes a mail link. */
    noScript: editorText("form.noScript", 10, 300).refine((text) => text.includes("{email}"), {
      error: "form.noScript must name {email}, the address to write to instead.",
    }),
  }),
  responseTime: z.object(section("responseTime")),
  directEmail: z.object(section("directEmail")),
  beforeYouWrite: z.object({
    title: editorText("beforeYouWrite.title", 3, 80),
    items: z.array(z.object(linked("beforeYouWrite.items"))).min(1),
  }),
  whatToExpect: z.object({
    ...section("whatToExpect"),
    privacy: z.object({ title: editorText("whatToExpect.privacy.title", 3, 80), ...linked("whatToExpect.privacy") }),
  }),
  /**
   * In place of the promises above where the build has no real address or form service
   * (src/config/site.ts `contactAnswered`): the badge, the response time's words and what to expect.
   */
  unanswered: z.object({
    badge: editorText("unanswered.badge", 3, 40),
    responseTime: editorText("unanswered.responseTime", 10, 600),
    whatToExpect: editorText("unanswered.whatToExpect", 10, 600),
  }),
});

export type ContactPageContent = z.infer<typeof contactPageSchema>;
