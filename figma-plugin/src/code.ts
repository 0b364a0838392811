/// <reference types="@figma/plugin-typings" />
import type { InsertFrame, InsertRow, ToMain, ToUi } from './api.js';

/** Where the token and the Screenshelf origin are kept (figma.clientStorage: this machine, this plugin). */
export const SETTINGS_KEY = 'screenshelf.settings';
const GAP = 40;
const UI_SIZE = { width: 420, height: 640 };

interface Settings {
  origin: string;
  token: string;
}

/**
 * The plugin's main code (Figma's sandbox: the document, no network). The UI iframe searches the
 * library and sends image bytes; this side keeps the token and inserts frames with image fills.
 * `api` is the `figma` global; tests pass a fake one.
 */
export function startPlugin(api: PluginAPI, html: string, defaultOrigin: string): void {
  api.showUI(html, { ...UI_SIZE, themeColors: true });
  const reply = (message: ToUi) => api.ui.postMessage(message);

  api.ui.onmessage = async (message: ToMain) => {
    try {
      switch (message.type) {
        case 'load-settings': {
          const saved = (await api.clientStorage.getAsync(SETTINGS_KEY)) as Partial<Settings> | undefined;
          reply({ type: 'settings', origin: saved?.origin || defaultOrigin, token: saved?.token ?? '' });
          break;
        }
        case 'save-settings':
          await api.clientStorage.setAsync(SETTINGS_KEY, { origin: message.origin, token: message.token } satisfies Settings);
          break;
        case 'sign-out':
          await api.clientStorage.deleteAsync(SETTINGS_KEY);
          reply({ type: 'settings', origin: defaultOrigin, token: '' });
          break;
        case 'insert': {
          const nodes = await insertFrames(api, message.frames, message.group);
          reply({ type: 'inserted', count: message.frames.length });
          api.currentPage.selection = nodes;
          api.viewport.scrollAndZoomIntoView(nodes);
          break;
        }
        case 'insert-board': {
          const board = await insertBoard(api, message.name, message.rows);
          reply({ type: 'inserted', count: message.rows.reduce((n, row) => n + row.frames.length, 0) });
          api.currentPage.selection = [board];
          api.viewport.scrollAndZoomIntoView([board]);
          break;
        }
      }
    } catch (error) {
      reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
}

/** One frame the size of the screen, filled with it (scale FILL). */
function screenFrame(api: PluginAPI, name: string, image: { hash: string; width: number; height: number }): FrameNode {
  const node = api.createFrame();
  node.name = name;
  node.resize(image.width, image.height);
  node.fills = [{ type: 'IMAGE', imageHash: image.hash, scaleMode: 'FILL' }];
  return node;
}

/** Every image first: when Figma refuses one, no frame has been made (createFrame adds to the page). */
async function imagesOf(api: PluginAPI, frames: InsertFrame[]) {
  const images: { hash: string; width: number; height: number }[] = [];
  for (const frame of frames) {
    const image = api.createImage(frame.bytes);
    images.push({ hash: image.hash, ...(await image.getSizeAsync()) });
  }
  return images;
}

/** An auto-layout frame without a fill that holds its children in a line (GAP apart) and fits them. */
function autoLayout(api: PluginAPI, name: string, direction: 'HORIZONTAL' | 'VERTICAL', children: SceneNode[]): FrameNode {
  const frame = api.createFrame();
  frame.name = name;
  frame.layoutMode = direction;
  frame.primaryAxisSizingMode = 'AUTO';
  frame.counterAxisSizingMode = 'AUTO';
  frame.itemSpacing = GAP;
  frame.fills = [];
  for (const child of children) frame.appendChild(child);
  return frame;
}

/** Placed at the centre of the view, on the current page. */
function place<T extends SceneNode>(api: PluginAPI, node: T): T {
  node.x = Math.round(api.viewport.center.x);
  node.y = Math.round(api.viewport.center.y);
  api.currentPage.appendChild(node);
  return node;
}

/**
 * Screens side by side at the centre of the view: each a frame named "<app> / <pattern>" (numbered
 * in a pattern). With `group` (a whole pattern, a flow) they are a row: a horizontal auto-layout
 * frame of that name holding them.
 */
export async function insertFrames(api: PluginAPI, frames: InsertFrame[], group?: string): Promise<SceneNode[]> {
  const images = await imagesOf(api, frames);
  const screens = frames.map((frame, i) => screenFrame(api, frame.name, images[i]!));
  if (group !== undefined) return [place(api, autoLayout(api, group, 'HORIZONTAL', screens))];
  let left = Math.round(api.viewport.center.x);
  for (const screen of screens) {
    place(api, screen).x = left;
    left += screen.width + GAP;
  }
  return screens;
}

/** A board: a vertical auto-layout frame named after it, holding its rows (each a row of screens) in order. */
export async function insertBoard(api: PluginAPI, name: string, rows: InsertRow[]): Promise<FrameNode> {
  const images = await imagesOf(api, rows.flatMap((row) => row.frames));
  let next = 0;
  const rowNodes = rows.map((row) =>
    autoLayout(api, row.name, 'HORIZONTAL', row.frames.map((frame) => screenFrame(api, frame.name, images[next++]!))),
  );
  return place(api, autoLayout(api, name, 'VERTICAL', rowNodes));
}

declare const __SCREENSHELF_ORIGIN__: string;
// In Figma (the build defines the origin); tests import the functions without a `figma` global.
if (typeof figma !== 'undefined') startPlugin(figma, __html__, __SCREENSHELF_ORIGIN__);
