/**
 * Copies an image to the clipboard as PNG, which the design-tool plugin pastes as a frame. The
 * clipboard takes only PNG images, so the image is drawn on a canvas and encoded there: that works
 * for same-origin files, data: URLs and SVG alike, without a fetch the page's CSP would refuse.
 */
export async function copyImageToClipboard(url: string): Promise<void> {
  if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') throw new Error('CLIPBOARD_UNSUPPORTED');
  // The promise goes into the ClipboardItem at once so Safari keeps the click's user activation.
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': drawAsPng(url) })]);
}

async function drawAsPng(url: string): Promise<Blob> {
  const image = new Image();
  if (!url.startsWith('data:')) image.crossOrigin = 'anonymous';
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth || 360;
  canvas.height = image.naturalHeight || 780;
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('PNG encoding failed'))), 'image/png'));
}
