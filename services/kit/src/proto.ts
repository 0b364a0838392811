import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as protoLoader from '@grpc/proto-loader';
import * as grpc from '@grpc/grpc-js';
import protobuf from 'protobufjs';

/** The repo's proto/ folder: beside services/ in a checkout and in the image; PROTO_DIR overrides. */
export function protoDir(): string {
  return process.env.PROTO_DIR ?? fileURLToPath(new URL('../../../proto', import.meta.url));
}

/** The one set of loader options; generated types (scripts/gen-proto.mjs) use the same. */
export const PROTO_LOADER_OPTIONS: protoLoader.Options = {
  keepCase: false,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [],
};

const packages = new Map<string, grpc.GrpcObject>();

/** Loads `proto/<file>` once and returns its gRPC package object. */
export function loadProto(file: string): grpc.GrpcObject {
  let pkg = packages.get(file);
  if (!pkg) {
    const definition = protoLoader.loadSync(path.join(protoDir(), file), { ...PROTO_LOADER_OPTIONS, includeDirs: [protoDir()] });
    pkg = grpc.loadPackageDefinition(definition);
    packages.set(file, pkg);
  }
  return pkg;
}

/** Finds `screenshelf.catalog.v1.Catalog`-style names in a loaded package. */
export function lookupService(file: string, fullName: string): grpc.ServiceClientConstructor {
  let node: unknown = loadProto(file);
  for (const part of fullName.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'function' || !('service' in node)) throw new Error(`no service ${fullName} in ${file}`);
  return node as grpc.ServiceClientConstructor;
}

let serviceRoot: protobuf.Root | undefined;

/** The messages of the service protos (not proto/events/), with their comments: for schemas derived from them. */
export function serviceTypes(): protobuf.Root {
  if (!serviceRoot) {
    const root = new protobuf.Root();
    root.resolvePath = (_origin, target) => (path.isAbsolute(target) ? target : path.join(protoDir(), target));
    const files = readdirSync(protoDir()).filter((f) => f.endsWith('.proto'));
    serviceRoot = root.loadSync(files, { keepCase: false, alternateCommentMode: true });
    serviceRoot.resolveAll();
  }
  return serviceRoot;
}

export { protobuf };

let eventRoot: protobuf.Root | undefined;

/** The event messages of proto/events/, for Kafka payloads. */
export function eventTypes(): protobuf.Root {
  if (!eventRoot) {
    const root = new protobuf.Root();
    root.resolvePath = (_origin, target) => (path.isAbsolute(target) ? target : path.join(protoDir(), target));
    const files = readdirSync(path.join(protoDir(), 'events')).filter((f) => f.endsWith('.proto'));
    eventRoot = root.loadSync(
      files.map((f) => `events/${f}`),
      { keepCase: false },
    );
  }
  return eventRoot;
}

export function encodeMessage(typeName: string, value: object): Uint8Array {
  const type = eventTypes().lookupType(typeName);
  return type.encode(type.fromObject(value)).finish();
}

export function decodeMessage<T>(typeName: string, bytes: Uint8Array): T {
  const type = eventTypes().lookupType(typeName);
  return type.toObject(type.decode(bytes), { longs: Number, enums: String, defaults: true, oneofs: true }) as T;
}
