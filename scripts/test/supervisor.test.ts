import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '@screenshelf/kit/testing';
// @ts-expect-error: a plain .mjs script without types
import { supervise } from '../supervisor.mjs';

// npm start's supervisor: a process that exits is started again after a backoff, the others keep running.
describe('the npm start supervisor', () => {
  it('restarts a process that exits and leaves the others running', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
    const marker = path.join(dir, 'crashed-once');
    // Exits at once the first time (leaving a marker), then stays up.
    const flaky = `const fs=require('fs');if(!fs.existsSync(${JSON.stringify(marker)})){fs.writeFileSync(${JSON.stringify(marker)},'');process.exit(3)}console.log('up');setInterval(()=>{},1000)`;
    const steady = `console.log('up');setInterval(()=>{},1000)`;
    const exits: { name: string; code: number | null; delayMs: number }[] = [];
    const lines: string[] = [];
    const supervisor = supervise(
      [
        { name: 'flaky', command: process.execPath, args: ['-e', flaky] },
        { name: 'steady', command: process.execPath, args: ['-e', steady] },
      ],
      {
        firstDelayMs: 50,
        onExit: (name: string, code: number | null, _signal: string | null, delayMs: number) => exits.push({ name, code, delayMs }),
        onLine: (name: string, line: string) => lines.push(`${name}: ${line}`),
      },
    );
    try {
      await waitFor(async () => lines.includes('flaky: up') && lines.includes('steady: up'));
      expect(existsSync(marker)).toBe(true);
      expect(exits).toEqual([{ name: 'flaky', code: 3, delayMs: 50 }]);
      expect(supervisor.child('steady').exitCode).toBeNull();
    } finally {
      await supervisor.stop(2000);
    }
  });
});
