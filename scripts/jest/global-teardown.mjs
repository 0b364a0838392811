// Removes what this run's shared stacks created (databases, topics, indices, files): their workers
// have ended without stopping them. A stack in this process itself (jest ran the files here) is
// stopped first.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stackModule, stacksDir, stopSharedStack } from './environment.mjs';

export default async function globalTeardown() {
  await stopSharedStack();
  const dir = stacksDir(process.env.SCREENSHELF_JEST_RUN ?? 'unknown');
  let files = [];
  try {
    files = readdirSync(dir);
  } catch {
    return;
  }
  if (files.length) {
    const { removeStack } = await stackModule();
    for (const file of files) await removeStack(JSON.parse(readFileSync(path.join(dir, file), 'utf8')).id);
  }
  rmSync(dir, { recursive: true, force: true });
}
