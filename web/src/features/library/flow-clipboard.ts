/**
 * "Copy to Figma" for a whole flow: its screens in order, side by side with the plugin's 40 px gap
 * (figma-plugin/src/code.ts), drawn on one canvas and put on the clipboard as one PNG, exactly as
 * shared/clipboard.ts does for one screen (the clipboard takes only PNG images).
 */
export async function copyFlowToClipboard(urls: string[]): Promise<void> {
  if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') throw new Error('CLIPBOARD_UNSUPPORTED');
  // The promise goes into the ClipboardItem at once so Safari keeps the click's user activation.
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': drawRowAsPng(urls) })]);
}

export const ROW_GAP = 40;
/** Browsers refuse canvases wider than about 16k px (and blank them silently); 30 phone screens at 3× would be 35k. */
const MAX_ROW_WIDTH = 16_000;

/** Each screen's size in the row: one height for all (the tallest, shrunk until the row fits the canvas). */
export function rowLayout(sizes: { width: number; height: number }[], gap = ROW_GAP, maxWidth = MAX_ROW_WIDTH) {
  const height = Math.max(...sizes.map((s) => s.height));
  const widthAt = (h: number) => sizes.reduce((sum, s) => sum + (s.width * h) / s.height, 0);
  const gaps = gap * (sizes.length - 1);
  const scale = Math.min(1, (maxWidth - gaps) / widthAt(height));
  const rowHeight = Math.floor(height * scale);
  let x = 0;
  const cells = sizes.map((s) => {
    const width = Math.round((s.width * rowHeight) / s.height);
    const cell = { x, width, height: rowHeight };
    x += width + gap;
    return cell;
  });
  return { width: x - gap, height: rowHeight, cells };
}

async function drawRowAsPng(urls: string[]): Promise<Blob> {
  const images = await Promise.all(
    urls.map(async (url) => {
      const image = new Image();
      if (!url.startsWith('data:')) image.crossOrigin = 'anonymous';
      image.src = url;
      await image.decode();
      return image;
    }),
  );
  const layout = rowLayout(images.map((i) => ({ width: i.naturalWidth || 360, height: i.naturalHeight || 780 })));
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d')!;
  layout.cells.forEach((cell, i) => context.drawImage(images[i]!, cell.x, 0, cell.width, cell.height));
  return new Promise((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}
