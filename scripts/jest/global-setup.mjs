// Names this jest run, so the shared stacks its workers start are found again by global-teardown.mjs.
import { randomBytes } from 'node:crypto';

export default function globalSetup() {
  process.env.SCREENSHELF_JEST_RUN = `${process.pid}-${randomBytes(4).toString('hex')}`;
}
