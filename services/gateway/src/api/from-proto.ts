import { z } from 'zod';
import { protobuf, serviceTypes } from '@screenshelf/kit';

/**
 * Response schemas of the records a service owns and the gateway passes through, derived from their
 * proto messages (issue 29: a field added to a proto cannot be forgotten in the REST answer). The
 * JSON is what the gateway's gRPC clients decode (kit PROTO_LOADER_OPTIONS: camelCase names, 64-bit
 * integers as numbers, enums as their names, every field present), so each proto field becomes:
 * integers `int`, floats `number`, enums their names, a message the schema registered for it (or one
 * derived in place), repeated ones an array, maps a record. A proto comment becomes the field's
 * description. `fields` adds what the gateway puts beside a record (likes) or narrows a field the
 * proto leaves open (a status written as a string whose values a comment lists).
 */

/** The schemas registered by message (`.screenshelf.marketplace.v1.Order`), reused where another message nests them. */
const registered = new Map<string, z.ZodType>();

/** Named list schemas (e.g. `Thumbnails`) that stand for every repeated field of their message. */
const lists = new Map<string, z.ZodType>();

/** Makes `schema` (a named array) what every `repeated <name>` field is derived as. */
export function protoList(name: string, schema: z.ZodType): z.ZodType {
  lists.set(serviceTypes().lookupType(name).fullName, schema);
  return schema;
}

const INTEGERS = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32', 'int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);

function scalar(type: string): z.ZodType {
  if (type === 'string') return z.string();
  if (type === 'bool') return z.boolean();
  if (type === 'double' || type === 'float') return z.number();
  if (INTEGERS.has(type)) return z.number().int();
  if (type === 'bytes') return z.string();
  throw new Error(`no schema for the proto type ${type}`);
}

function fieldSchema(field: protobuf.Field): z.ZodType {
  const resolved = field.resolvedType;
  let schema: z.ZodType;
  const list = field.repeated && resolved instanceof protobuf.Type ? lists.get(resolved.fullName) : undefined;
  if (list) return field.comment ? list.describe(field.comment) : list;
  if (resolved instanceof protobuf.Enum) schema = z.enum(Object.keys(resolved.values) as [string, ...string[]]);
  else if (resolved instanceof protobuf.Type) schema = registered.get(resolved.fullName) ?? shapeOf(resolved);
  else schema = scalar(field.type);
  if (field instanceof protobuf.MapField) schema = z.record(z.string(), schema);
  else if (field.repeated) schema = z.array(schema);
  // A proto3 `optional` field nobody set is left out; a message field nobody set decodes as null (defaults: true).
  else if (field.partOf) schema = schema.optional();
  else if (resolved instanceof protobuf.Type) schema = schema.nullable();
  return field.comment ? schema.describe(field.comment) : schema;
}

function shapeOf(type: protobuf.Type, fields: Record<string, z.ZodType> = {}, omit: readonly string[] = []): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const field of type.fieldsArray) if (!omit.includes(field.name)) shape[field.name] = fieldSchema(field);
  return z.object({ ...shape, ...fields });
}

/**
 * The schema of proto message `name` (e.g. `screenshelf.marketplace.v1.Order`), named `id` in the
 * document, with `fields` added or put in place of the proto's and `omit` left out (a field the
 * gateway answers in another form).
 */
export function fromProto(name: string, id: string, fields: Record<string, z.ZodType> = {}, omit: readonly string[] = []): z.ZodObject {
  const type = serviceTypes().lookupType(name);
  for (const key of Object.keys(fields)) {
    const field = type.fields[key];
    // A narrowed field keeps the proto's words about it.
    if (field?.comment && !fields[key]!.description) fields[key] = fields[key]!.describe(field.comment);
  }
  const schema = shapeOf(type, fields, omit).meta({ id });
  registered.set(type.fullName, schema);
  return schema;
}
