import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPhoto } from "./load-photo";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** The first bytes of a PNG declaring the given size (all loadPhoto reads before decoding). */
const png = (width: number, height: number) =>
  new File(
    [
      bytes(
        [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
        u32(13),
        "IHDR",
        u32(width),
        u32(height),
        [8, 6, 0, 0, 0],
      ),
    ],
    "photo.png",
    {
      type: "image/png",
    },
  );

/** An iPhone photo's header: HEIC, with its spatial extent box. */
const heic = new File(
  [bytes(u32(24), "ftypheic", u32(0), "mif1heic", u32(20), "ispe", u32(0), u32(4032), u32(3024))],
  "IMG_0001.HEIC",
  {
    type: "image/heic",
  },
);

/** The browser's decoder: pictures of the given size, or a refusal (as Chrome answers HEIC). */
function decodeAs(size: { width: number; height: number } | "cannot") {
  const close = vi.fn();
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(() =>
      size === "cannot"
        ? Promise.reject(new DOMException("cannot decode", "InvalidStateError"))
        : Promise.resolve({ ...size, close }),
    ),
  );
  return close;
}

afterEach(() => vi.unstubAllGlobals());

describe("loadPhoto refusals carry the numbers that explain them", () => {
  it("says how small a photo is", async () => {
    const close = decodeAs({ width: 300, height: 300 });
    expect(await loadPhoto(png(300, 300))).toEqual({
      ok: false,
      refusal: { kind: "too-small", width: 300, height: 300 },
    });
    expect(close).toHaveBeenCalled();
  });

  it("refuses over 64 megapixels before decoding, with the declared size", async () => {
    decodeAs({ width: 9000, height: 8000 });
    expect(await loadPhoto(png(9000, 8000))).toEqual({
      ok: false,
      refusal: { kind: "too-many-pixels", width: 9000, height: 8000 },
    });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it("tells a HEIC photo this browser cannot decode from a damaged file", async () => {
    decodeAs("cannot");
    expect(await loadPhoto(heic)).toEqual({ ok: false, refusal: { kind: "heic-not-supported" } });
    expect(await loadPhoto(png(800, 800))).toEqual({ ok: false, refusal: { kind: "not-loadable" } });
  });

  it("takes a HEIC photo where the browser decodes it (Safari)", async () => {
    decodeAs({ width: 3024, height: 4032 });
    expect(await loadPhoto(heic)).toMatchObject({ ok: true, photo: { width: 3024, height: 4032 } });
  });

  it("refuses a file too large by its size in bytes", async () => {
    const big = new File([new Uint8Array(16 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" });
    expect(await loadPhoto(big)).toEqual({ ok: false, refusal: { kind: "too-large", bytes: 16 * 1024 * 1024 } });
  });
});
