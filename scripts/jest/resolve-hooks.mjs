// Node's module resolution, taught jest.config.js's moduleNameMapper: the shared test stacks
// (environment.mjs) run the services' TypeScript sources in the jest worker itself, outside jest's
// module registry, as Node runs them (type stripping). A mapped path without an extension is tried
// as .ts, as jest would; anything the mapper does not name resolves as Node resolves it.
import { existsSync } from 'node:fs';
import { pathToFileURL, fileURLToPath } from 'node:url';
import path from 'node:path';

let rootDir = '';
let mappers = [];

export function initialize(data) {
  rootDir = data.rootDir;
  mappers = data.moduleNameMapper.map(([pattern, target]) => [new RegExp(pattern), target]);
}

const inProject = (url) => url?.startsWith('file:') && !url.includes('/node_modules/') && fileURLToPath(url).startsWith(rootDir + path.sep);

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@screenshelf/') || (specifier.startsWith('.') && inProject(context.parentURL))) {
    for (const [pattern, target] of mappers) {
      if (!pattern.test(specifier)) continue;
      const mapped = specifier.replace(pattern, target).replace('<rootDir>', rootDir);
      const file = path.isAbsolute(mapped) ? mapped : fileURLToPath(new URL(mapped, context.parentURL));
      for (const candidate of [file, `${file}.ts`]) {
        if (path.extname(candidate) && existsSync(candidate)) return { url: pathToFileURL(candidate).href, shortCircuit: true };
      }
      break;
    }
  }
  return next(specifier, context);
}
