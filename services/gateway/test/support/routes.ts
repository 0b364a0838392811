import type { Express } from 'express';

export interface Route {
  method: string;
  path: string;
  /** The route's last handler (the operation itself, after any per-route middleware). */
  handler?: unknown;
}

/** Every (method, path) of the app's router and the routers mounted in it (all mounted at the root). */
export function routesOf(app: Express): Route[] {
  const routes: Route[] = [];
  type Layer = { route?: { path: string | string[] | RegExp; methods: Record<string, boolean>; stack: { handle: unknown }[] }; handle?: { stack?: Layer[] } };
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = ([] as (string | RegExp)[]).concat(layer.route.path);
        for (const path of paths) {
          // The SPA's catch-all (a regular expression) serves one static page: left out.
          if (typeof path !== 'string') continue;
          for (const method of Object.keys(layer.route.methods)) if (method !== '_all') routes.push({ method: method.toUpperCase(), path, handler: layer.route.stack.at(-1)?.handle });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return routes;
}

