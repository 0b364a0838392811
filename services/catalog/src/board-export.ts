import sharp from 'sharp';

/**
 * A board's ZIP export (GET /api/v2/collections/{id}/export): the gateway writes the archive and
 * asks for one screen at a time (ExportCollectionScreen), so this side only turns a stored screen
 * into PNG bytes and cuts them into messages.
 */

/** An app on a board is exported as this many of its first screens (its patterns' order, then each pattern's). */
export const APP_SCREENS_EXPORTED = 10;

/** Well under gRPC's 4 MB message limit; a 20 MB PNG goes as 40 messages. */
export const EXPORT_CHUNK_BYTES = 512 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A stored screen (PNG, JPEG, WebP, the first frame of a GIF) as PNG; a PNG goes as it is, byte for byte. */
export async function screenAsPng(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength >= PNG_SIGNATURE.length && PNG_SIGNATURE.equals(bytes.subarray(0, PNG_SIGNATURE.length))) return bytes;
  return sharp(bytes).png().toBuffer();
}

/** The bytes in pieces of EXPORT_CHUNK_BYTES, views of the one buffer (nothing copied). */
export function* chunksOf(bytes: Uint8Array, size = EXPORT_CHUNK_BYTES): Generator<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += size) yield bytes.subarray(at, Math.min(at + size, bytes.byteLength));
}
