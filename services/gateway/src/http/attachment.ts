import { create as contentDisposition } from 'content-disposition';
import sanitize from 'sanitize-filename';

/** The longest name a download is given, extension aside (a file system allows 255 bytes; Korean takes 3 a character). */
export const DOWNLOAD_NAME_MAX = 80;

/** Characters no file name may hold become a dash (`a/b` → `a-b`); line breaks and other controls a space. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const replace = (bad: string) => (/^[\u0000-\u001f\u0080-\u009f]+$/.test(bad) ? ' ' : '-');

/**
 * A file name a browser saves as it is on any system: what file names cannot hold replaced
 * (sanitize-filename: `/ \ ? < > : * | "`, control characters, `..`, Windows' reserved names),
 * whitespace collapsed, no dots or dashes at either end, at most DOWNLOAD_NAME_MAX characters, then
 * the extension; `screen` when nothing is left.
 */
export function downloadFileName(name: string, extension: string): string {
  const flat = sanitize(name, { replacement: replace }).replace(/\s+/g, ' ');
  const short = [...flat].slice(0, DOWNLOAD_NAME_MAX).join('').replace(/^[\s.-]+|[\s.-]+$/g, '');
  return `${short || 'screen'}${extension}`;
}

/** The name for browsers that read only `filename=` (US-ASCII): accents dropped, other scripts too; `screen` when nothing is left. */
function asciiFallback(fileName: string, extension: string): string {
  const base = fileName.slice(0, fileName.length - extension.length);
  const ascii = base
    .normalize('NFKD')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s-]+|[\s-]+$/g, '');
  return `${/[A-Za-z]/.test(ascii) ? ascii : 'screen'}${extension}`;
}

/**
 * `Content-Disposition: attachment` naming the file (RFC 6266): `filename="<ASCII>"` and, when the
 * name is not plain ASCII, `filename*=UTF-8''<percent-encoded>` (RFC 5987/8187), which every
 * current browser prefers, so Korean names survive.
 */
export function attachment(name: string, extension: string): string {
  const fileName = downloadFileName(name, extension);
  return contentDisposition(fileName, { fallback: asciiFallback(fileName, extension) });
}
