import type { ToUi } from '../src/api.js';

/** A PNG's first bytes (signature and IHDR) of the given size: enough for Figma's getSizeAsync. */
export function pngBytes(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}
/** A WebP file's first bytes (RIFF….WEBP): what Figma's createImage refuses. */
export const webpBytes = () => new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

interface FakeNode {
  type: 'FRAME';
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fills: unknown[];
  children: FakeNode[];
  layoutMode: string;
  itemSpacing: number;
  primaryAxisSizingMode: string;
  counterAxisSizingMode: string;
  resize(width: number, height: number): void;
  appendChild(node: FakeNode): void;
}

/**
 * The part of the `figma` global the plugin uses, recording what it does: frames, images (refusing
 * what Figma refuses: anything but PNG, JPEG and GIF), client storage and the messages to the UI.
 */
export function fakeFigma() {
  const storage = new Map<string, unknown>();
  const posted: ToUi[] = [];
  const images = new Map<string, Uint8Array>();
  const page = {
    children: [] as FakeNode[],
    selection: [] as FakeNode[],
    appendChild(node: FakeNode) {
      this.children = [...this.children.filter((n) => n !== node), node];
    },
  };
  // As in Figma, a new frame is on the current page until it is moved.
  const createFrame = (): FakeNode => {
    const frame = newFrame();
    page.children.push(frame);
    return frame;
  };
  const newFrame = (): FakeNode => ({
    type: 'FRAME',
    name: 'Frame',
    x: 0,
    y: 0,
    width: 100,
    height: 100,
    fills: [{ type: 'SOLID', color: { r: 1, g: 1, b: 1 } }],
    children: [],
    layoutMode: 'NONE',
    itemSpacing: 0,
    primaryAxisSizingMode: 'FIXED',
    counterAxisSizingMode: 'FIXED',
    resize(width, height) {
      this.width = width;
      this.height = height;
    },
    appendChild(node) {
      page.children = page.children.filter((n) => n !== node);
      this.children.push(node);
    },
  });
  const figma = {
    shown: undefined as { html: string; options: unknown } | undefined,
    showUI(html: string, options: unknown) {
      figma.shown = { html, options };
    },
    ui: {
      postMessage: (message: ToUi) => void posted.push(message),
      onmessage: undefined as undefined | ((message: unknown) => Promise<void>),
    },
    clientStorage: {
      getAsync: async (key: string) => storage.get(key),
      setAsync: async (key: string, value: unknown) => void storage.set(key, value),
      deleteAsync: async (key: string) => void storage.delete(key),
    },
    createImage(bytes: Uint8Array) {
      const png = bytes[0] === 0x89 && bytes[1] === 0x50;
      const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
      if (!png && !jpeg) throw new Error('Image type is unsupported');
      const hash = `hash-${images.size + 1}`;
      images.set(hash, bytes);
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      return {
        hash,
        getSizeAsync: async () => (png ? { width: view.getUint32(16), height: view.getUint32(20) } : { width: 10, height: 10 }),
      };
    },
    createFrame,
    currentPage: page,
    viewport: {
      center: { x: 100.4, y: 200.6 },
      zoomedInto: [] as unknown[],
      scrollAndZoomIntoView(nodes: unknown[]) {
        figma.viewport.zoomedInto = nodes;
      },
    },
  };
  /** What the UI would post, answered once the main code has handled it. */
  const fromUi = async (message: unknown) => figma.ui.onmessage!(message);
  return { figma, storage, posted, images, page, fromUi, api: figma as unknown as PluginAPI };
}
