#!/usr/bin/env node
// Generates TypeScript types for every proto under proto/ into services/kit/src/gen/ with the same
// options the services load protos with (services/kit/src/proto.ts). `--check` regenerates into a
// temporary folder and fails when the committed types differ (stale).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const protoDir = path.join(root, 'proto');
const target = path.join(root, 'services/kit/src/gen');
const check = process.argv.includes('--check');

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

const protos = walk(protoDir)
  .filter((f) => f.endsWith('.proto'))
  .map((f) => path.relative(protoDir, f))
  .sort();

function generate(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@grpc/proto-loader/build/bin/proto-loader-gen-types.js'),
      '--longs=Number',
      '--enums=String',
      '--defaults',
      '--oneofs',
      '--grpcLib=@grpc/grpc-js',
      '--importFileExtension=.js',
      '-I',
      '.',
      '-O',
      outDir,
      ...protos,
    ],
    { stdio: 'inherit', cwd: protoDir },
  );
}

if (!check) {
  generate(target);
  console.log(`generated types for ${protos.length} protos in ${path.relative(root, target)}`);
} else {
  const scratch = mkdtempSync(path.join(tmpdir(), 'screenshelf-gen-'));
  try {
    generate(scratch);
    const fresh = walk(scratch).map((f) => path.relative(scratch, f)).sort();
    const committed = existsSync(target) ? walk(target).map((f) => path.relative(target, f)).sort() : [];
    const stale = [
      ...fresh.filter((f) => !committed.includes(f) || readFileSync(path.join(scratch, f), 'utf8') !== readFileSync(path.join(target, f), 'utf8')),
      ...committed.filter((f) => !fresh.includes(f)),
    ];
    if (stale.length) {
      console.error(`generated proto types are stale (run npm run gen:proto):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log('generated proto types are up to date');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
