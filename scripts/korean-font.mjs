// A Korean font (Debian's fonts-noto-cjk), installed with apt-get when fontconfig finds none: the
// e2e screenshots and the demo screens draw Korean text with it.
import { spawnSync } from 'node:child_process';

let checked = false;

/** Best effort: without the font Korean text shows as boxes, `purpose` says where. */
export function ensureKoreanFont(purpose) {
  if (checked) return;
  checked = true;
  const list = spawnSync('fc-list', [':lang=ko'], { encoding: 'utf8' });
  if (list.status === 0 && list.stdout.trim()) return;
  console.log(`installing a Korean font for ${purpose} (apt-get, fonts-noto-cjk)`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const cmd = [...sudo, 'apt-get', 'install', '-y', '--no-install-recommends', 'fonts-noto-cjk'];
  const result = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) console.warn(`no Korean font: Korean text shows as boxes in ${purpose}`);
}
