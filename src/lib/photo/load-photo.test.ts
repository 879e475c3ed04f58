import { afterEach, describe, expect, it, vi } from "vitest";
import { decodePhoto, loadPhoto } from "./load-photo";
import { gif, heif, imageDataLookingLikeExtent, pngHeader } from "@tests/fixtures/image-files";

/** Bytes after a header, as many as a compressed photo of that many pixels holds (about 40 pixels a byte). */
const photoData = (width: number, height: number) => new Uint8Array(Math.ceil((width * height) / 40));

/** A PNG declaring the given size: its header (all loadPhoto reads before decoding) and data enough for a photo. */
const png = (width: number, height: number) =>
  new File([pngHeader(width, height), photoData(width, height)], "photo.png", {
    type: "image/png",
  });

/** An iPhone photo's header: HEIC, with its spatial extent box, then its data. */
const heic = new File(
  [heif("heic", 1, [{ id: 1, extent: { width: 4032, height: 3024 } }]), photoData(4032, 3024)],
  "IMG_0001.HEIC",
  { type: "image/heic" },
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
  it("says how small a photo is, from its declared size, without decoding it", async () => {
    decodeAs({ width: 300, height: 300 });
    const result = await loadPhoto(png(300, 300));
    expect(result).toEqual({ ok: false, refusal: { kind: "too-small", width: 300, height: 300 } });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it("decodes the same small photo for the calibration, which measures labelled photos below the visitor's limit", async () => {
    decodeAs({ width: 300, height: 300 });
    const result = await decodePhoto(png(300, 300));
    expect(result).toMatchObject({ ok: true, photo: { width: 300, height: 300 } });
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
  });

  it("keeps the decoding limits for the calibration too", async () => {
    decodeAs({ width: 9000, height: 8000 });
    expect(await decodePhoto(png(9000, 8000))).toEqual({
      ok: false,
      refusal: { kind: "too-many-pixels", width: 9000, height: 8000 },
    });
  });

  it("draws a photo larger than the analysis uses smaller at once, closing the full-size picture", async () => {
    const close = decodeAs({ width: 3000, height: 4000 });
    const drawn: number[][] = [];
    const smaller = new Blob(["jpeg"], { type: "image/jpeg" });
    vi.stubGlobal(
      "OffscreenCanvas",
      class {
        constructor(
          public width: number,
          public height: number,
        ) {}
        getContext() {
          return { drawImage: (_: unknown, ...box: number[]) => drawn.push(box), imageSmoothingQuality: "low" };
        }
        convertToBlob() {
          return Promise.resolve(smaller);
        }
        transferToImageBitmap() {
          return { width: this.width, height: this.height, close: vi.fn() };
        }
      },
    );
    const result = await loadPhoto(png(3000, 4000));
    // Upright as decoded (a turned JPEG comes out of the decoder the right way up); longer side 2560.
    expect(drawn).toEqual([[0, 0, 1920, 2560]]);
    expect(close).toHaveBeenCalled();
    expect(result).toMatchObject({ ok: true, photo: { width: 1920, height: 2560, smaller } });
    // A photo within the size is used as decoded, with no copy.
    decodeAs({ width: 1200, height: 900 });
    const small = await loadPhoto(png(1200, 900));
    expect(small).toMatchObject({ ok: true, photo: { width: 1200, height: 900 } });
    expect(small.ok && small.photo.smaller).toBeFalsy();
  });
});

describe("loadPhoto refuses what it cannot read safely, before decoding it", () => {
  it("refuses over 64 megapixels before decoding, with the declared size", async () => {
    decodeAs({ width: 9000, height: 8000 });
    expect(await loadPhoto(png(9000, 8000))).toEqual({
      ok: false,
      refusal: { kind: "too-many-pixels", width: 9000, height: 8000 },
    });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it("refuses a GIF with a small screen and a huge frame before decoding, with the frame's size", async () => {
    decodeAs({ width: 500, height: 500 });
    const frames = [
      { width: 500, height: 500 },
      { width: 16000, height: 16000 },
    ];
    // The huge frame after a megabyte of small ones, beyond the first bytes read.
    const padding = new Array<{ width: number; height: number }>(70_000).fill({ width: 500, height: 500 });
    for (const bytesOfGif of [
      gif({ width: 500, height: 500 }, frames),
      gif({ width: 500, height: 500 }, [...padding, ...frames]),
    ]) {
      expect(await loadPhoto(new File([bytesOfGif], "moving.gif", { type: "image/gif" }))).toEqual({
        ok: false,
        refusal: { kind: "too-many-pixels", width: 16000, height: 16000 },
      });
    }
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it("refuses an AVIF or HEIC whose primary item is huge behind a small first extent, before decoding", async () => {
    decodeAs({ width: 320, height: 240 });
    const files = [
      heif("avif", 2, [
        { id: 1, extent: { width: 320, height: 240 } },
        { id: 2, extent: { width: 16000, height: 16000 } },
      ]),
      heif("heic", 1, [{ id: 1, extent: { width: 16000, height: 16000 } }], {
        before: imageDataLookingLikeExtent(320, 240),
      }),
    ];
    for (const file of files) {
      expect(await loadPhoto(new File([file], "photo.avif", { type: "image/avif" }))).toEqual({
        ok: false,
        refusal: { kind: "too-many-pixels", width: 16000, height: 16000 },
      });
    }
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
});

describe("loadPhoto keeps what a photo can cost in memory bounded", () => {
  it("refuses a file far too small for the pixels it declares, without decoding it", async () => {
    decodeAs({ width: 8000, height: 8000 });
    // 34 bytes that say 8000 x 8000 (as the hostile WebP of security round 6 did), and 1.9 KB.
    for (const file of [
      new File([pngHeader(8000, 8000)], "tiny.png", { type: "image/png" }),
      new File([pngHeader(8000, 8000), new Uint8Array(1900)], "small.png", { type: "image/png" }),
    ])
      expect(await loadPhoto(file), file.name).toEqual({ ok: false, refusal: { kind: "not-loadable" } });
    expect(createImageBitmap).not.toHaveBeenCalled();
    // A photo's worth of data for the same size passes this check (and meets the next).
    expect(await loadPhoto(png(8000, 8000))).toMatchObject({ ok: false, refusal: { kind: "too-many-pixels" } });
  });

  it("refuses over 13 megapixels where the browser cannot decode the photo at a reduced size", async () => {
    decodeAs({ width: 4608, height: 3456 });
    // A PNG is decoded whole in every browser.
    expect(await loadPhoto(png(4608, 3456))).toEqual({
      ok: false,
      refusal: { kind: "too-many-pixels", width: 4608, height: 3456, limit: 13_000_000 },
    });
    expect(createImageBitmap).not.toHaveBeenCalled();
    // A phone's usual 12 megapixels are decoded.
    decodeAs({ width: 4032, height: 3024 });
    expect(await loadPhoto(png(4032, 3024))).toMatchObject({ ok: true });
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
  });

  it("decodes a large baseline JPEG where ImageDecoder can scale it, and caps a progressive one or one without it", async () => {
    const jpeg = (frame: number, width: number, height: number) =>
      new File(
        [
          new Uint8Array([
            0xff,
            0xd8,
            0xff,
            frame,
            0x00,
            0x11,
            0x08,
            height >> 8,
            height & 255,
            width >> 8,
            width & 255,
            3,
          ]),
          new Uint8Array(9),
          photoData(width, height),
        ],
        "photo.jpg",
        { type: "image/jpeg" },
      );
    const capped = { ok: false, refusal: { kind: "too-many-pixels", width: 8000, height: 6000, limit: 13_000_000 } };
    decodeAs({ width: 6000, height: 8000 });
    // No ImageDecoder (as in Safari): decoded whole, so capped.
    expect(await loadPhoto(jpeg(0xc0, 8000, 6000))).toEqual(capped);
    // An ImageDecoder that cannot help here falls back to createImageBitmap, past the cap.
    vi.stubGlobal(
      "ImageDecoder",
      Object.assign(function ImageDecoder() {}, { isTypeSupported: () => Promise.resolve(false) }),
    );
    expect(await loadPhoto(jpeg(0xc0, 8000, 6000))).not.toEqual(capped);
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
    expect(await loadPhoto(jpeg(0xc2, 8000, 6000))).toEqual(capped);
  });

  it("refuses a file too large by its size in bytes", async () => {
    const big = new File([new Uint8Array(16 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" });
    expect(await loadPhoto(big)).toEqual({ ok: false, refusal: { kind: "too-large", bytes: 16 * 1024 * 1024 } });
  });
});
