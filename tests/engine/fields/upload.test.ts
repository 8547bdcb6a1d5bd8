import { afterEach, describe, expect, it, vi } from "vitest";
import { downscale, uploadImage } from "../../../src/engine/fields/upload";
import { pngFile, startUploadServer } from "./upload-server";

const upload = startUploadServer();

/** A browser that can draw: createImageBitmap and a 2D canvas context. */
function stubCanvas(width: number, height: number) {
  const drawn: number[][] = [];
  vi.stubGlobal("createImageBitmap", async () => ({ width, height, close: () => undefined }));
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    return {
      fillStyle: "",
      fillRect: () => undefined,
      drawImage: (_img: unknown, x: number, y: number, w: number, h: number) => drawn.push([x, y, w, h]),
    } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockImplementation(function (this: HTMLCanvasElement, type?: string) {
    return `data:${type};base64,${this.width}x${this.height}`;
  });
  return drawn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("image upload", () => {
  it("skips the downscale where nothing can draw (jsdom) and sends the file as it is", async () => {
    expect(await downscale(pngFile())).toBeNull();
    await expect(uploadImage(pngFile("logo.png"))).resolves.toBe("https://img.example/x.png");
    expect(upload.calls[0]?.filename).toBe("logo.png");
    expect(upload.calls[0]?.content).toMatch(/^data:image\/png;base64,/);
  });

  it("downscales a large picture to 800 px JPEG", async () => {
    const drawn = stubCanvas(1600, 1200);
    // the test's location (another file of the worker may have moved it): the page it is uploaded on
    window.history.replaceState(null, "", "/somewhere/uploading");
    await uploadImage(pngFile("big.png"));
    expect(drawn).toEqual([[0, 0, 800, 600]]);
    // with the page it is uploaded on: the API lets only pages that upload (decision 0074)
    expect(upload.calls[0]).toEqual({ filename: "big.jpg", content: "data:image/jpeg;base64,800x600", page: "/somewhere/uploading" });
    window.history.replaceState(null, "", "/");
  });

  it("keeps a picture already within 800 px", async () => {
    const drawn = stubCanvas(640, 480);
    await uploadImage(pngFile("small.png"));
    expect(drawn).toEqual([]);
    expect(upload.calls[0]?.filename).toBe("small.png");
  });
});
