/**
 * An article's Open Graph image: a 1200 x 630 PNG drawn at build time from its title and
 * category in the site's look. satori lays the element tree out and writes SVG with the text
 * as paths, resvg turns that SVG into a PNG; neither needs a browser or the network.
 */
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font, type FontWeight } from "satori";
// Inter as static WOFF files (satori reads TTF, OTF and WOFF, not the site's variable WOFF2),
// inlined by Vite so the build finds them wherever its server chunks are written.
import inter600Latin from "@fontsource/inter/files/inter-latin-600-normal.woff?inline";
import inter600LatinExt from "@fontsource/inter/files/inter-latin-ext-600-normal.woff?inline";
import inter700Latin from "@fontsource/inter/files/inter-latin-700-normal.woff?inline";
import inter700LatinExt from "@fontsource/inter/files/inter-latin-ext-700-normal.woff?inline";

/** Open Graph's recommended size, the one `og:image:width` and `og:image:height` declare. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The title never takes more lines than this. */
export const OG_TITLE_MAX_LINES = 3;

/** Light-theme tokens of src/styles/global.css. */
const COLORS = {
  background: "#f1f5f9",
  card: "#ffffff",
  line: "#e2e8f0",
  ink: "#0f172a",
  accent: "#4338ca",
  accentInk: "#ffffff",
  accentSoft: "#eef2ff",
  accentSoftInk: "#3730a3",
};

export interface OgImageInput {
  /** The article's headline. */
  title: string;
  /** The article's category, shown as a pill above the title. */
  category: string;
  /** The product name, beside the brand mark. */
  siteName: string;
  /** Letters of the brand mark ("FS"). */
  brandMark: string;
}

/** Title sizes to try, largest first: the first at which the title fits is used. */
export const OG_TITLE_SIZES = [80, 72, 64, 58, 52, 48] as const;
const TITLE_LINE_HEIGHT = 1.14;
/** Least space between the title's last line and the site name, in pixels. */
const TITLE_CLEARANCE = 40;

/** A font file that Vite inlined as a data URL, as satori takes it. */
const font = (name: string, weight: FontWeight, dataUrl: string): Font => ({
  name,
  weight,
  style: "normal",
  data: Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"),
});

/**
 * Inter 600 and 700. satori picks one file per family name and weight, and falls back to other
 * families for a missing letter, so the Latin Extended files (accented letters such as Ł or Ş)
 * go by a name of their own.
 */
const FONTS = [
  font("Inter", 600, inter600Latin),
  font("Inter", 700, inter700Latin),
  font("Inter Latin Extended", 600, inter600LatinExt),
  font("Inter Latin Extended", 700, inter700LatinExt),
];

function OgCard({ title, category, siteName, brandMark, titleSize }: OgImageInput & { titleSize: number }) {
  // Only a title too long for the smallest size is cut short, with an ellipsis (and not balanced,
  // which would balance the uncut lines).
  const clamp = titleSize === Math.min(...OG_TITLE_SIZES);
  return (
    <div
      style={{
        display: "flex",
        boxSizing: "border-box",
        width: OG_IMAGE_WIDTH,
        height: OG_IMAGE_HEIGHT,
        padding: 36,
        backgroundColor: COLORS.background,
        fontFamily: "Inter",
        color: COLORS.ink,
      }}
    >
      <div
        style={{
          position: "relative",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          flexGrow: 1,
          padding: "64px 72px 56px",
          overflow: "hidden",
          backgroundColor: COLORS.card,
          border: `2px solid ${COLORS.line}`,
          borderRadius: 32,
        }}
      >
        <div style={{ position: "absolute", top: 0, left: 0, right: 0, height: 10, backgroundColor: COLORS.accent }} />
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex" }}>
            <div
              style={{
                display: "flex",
                padding: "10px 24px",
                borderRadius: 999,
                backgroundColor: COLORS.accentSoft,
                color: COLORS.accentSoftInk,
                fontSize: 26,
                fontWeight: 600,
                lineHeight: 1.2,
              }}
            >
              {category}
            </div>
          </div>
          <div
            key="title"
            style={{
              display: "block",
              marginTop: 32,
              fontSize: titleSize,
              fontWeight: 700,
              lineHeight: TITLE_LINE_HEIGHT,
              letterSpacing: "-0.025em",
              ...(clamp ? { lineClamp: OG_TITLE_MAX_LINES } : { textWrap: "balance" }),
            }}
          >
            {title}
          </div>
        </div>
        <div key="brand" style={{ display: "flex", alignItems: "center" }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 60,
              height: 60,
              borderRadius: 16,
              backgroundColor: COLORS.accent,
              color: COLORS.accentInk,
              fontSize: 25,
              fontWeight: 700,
              letterSpacing: "-0.025em",
            }}
          >
            {brandMark}
          </div>
          <div style={{ display: "flex", marginLeft: 18, fontSize: 30, fontWeight: 600 }}>{siteName}</div>
        </div>
      </div>
    </div>
  );
}

export interface OgImageLayout {
  svg: string;
  /** The title's font size in pixels, one of OG_TITLE_SIZES. */
  titleSize: number;
  /** How many lines the title takes. */
  titleLines: number;
}

/**
 * The image as SVG, its title at the largest size that fits: at most OG_TITLE_MAX_LINES lines,
 * clear of the site name below it.
 */
export async function ogImageSvg(input: OgImageInput): Promise<OgImageLayout> {
  let layout: OgImageLayout | undefined;
  for (const titleSize of OG_TITLE_SIZES) {
    const boxes = new Map<unknown, { top: number; height: number }>();
    const svg = await satori(<OgCard {...input} titleSize={titleSize} />, {
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      fonts: FONTS,
      onNodeDetected: ({ key, top, height }) => void boxes.set(key, { top, height }),
    });
    const title = boxes.get("title") ?? { top: 0, height: 0 };
    const brandTop = boxes.get("brand")?.top ?? OG_IMAGE_HEIGHT;
    layout = { svg, titleSize, titleLines: Math.round(title.height / (titleSize * TITLE_LINE_HEIGHT)) };
    if (layout.titleLines <= OG_TITLE_MAX_LINES && brandTop - (title.top + title.height) >= TITLE_CLEARANCE) break;
  }
  return layout!;
}

/** The PNG bytes of an article's Open Graph image. The same input always gives the same bytes. */
export async function ogImageFor(input: OgImageInput): Promise<Uint8Array<ArrayBuffer>> {
  const { svg } = await ogImageSvg(input);
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png);
}
