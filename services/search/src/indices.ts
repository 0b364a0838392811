import { Client, errors } from '@elastic/elasticsearch';
import type { Logger } from '@screenshelf/kit';

export type { Client };

export interface AppDocument {
  appId: string;
  appName: string;
  appNameEn: string;
  type: string;
  categoryCodes: string[];
  mau: number;
  image: string;
  colors: string[];
  createdAt: string;
  updatedAt: string;
}

const appsMapping = {
  dynamic: 'strict' as const,
  properties: {
    appId: { type: 'keyword' as const },
    // Only Elasticsearch's core analyzers exist in every distribution we run (the integ-test build has
    // no analysis-common module), so text uses `standard`; Korean partial matching will come from
    // bigrams the search service computes itself.
    appName: { type: 'text' as const, analyzer: 'standard', fields: { raw: { type: 'keyword' as const } } },
    appNameEn: { type: 'text' as const, analyzer: 'standard', fields: { raw: { type: 'keyword' as const } } },
    type: { type: 'keyword' as const },
    categoryCodes: { type: 'keyword' as const },
    mau: { type: 'long' as const },
    image: { type: 'keyword' as const, index: false },
    colors: { type: 'keyword' as const },
    createdAt: { type: 'date' as const },
    updatedAt: { type: 'date' as const },
  },
};

/** Index names; the prefix lets tests and parallel environments share one cluster. */
export function indexNames(prefix: string) {
  return { apps: `${prefix}apps` };
}

/** Creates `<alias>_v1` behind the alias when the alias does not exist yet. */
export async function ensureIndices(es: Client, prefix: string, logger: Logger): Promise<void> {
  const { apps } = indexNames(prefix);
  if (await es.indices.existsAlias({ name: apps })) return;
  try {
    await es.indices.create({
      index: `${apps}_v1`,
      settings: { number_of_shards: 1, number_of_replicas: 0 },
      mappings: appsMapping,
      aliases: { [apps]: { is_write_index: true } },
    });
    logger.info({ index: `${apps}_v1`, alias: apps }, 'created search index');
  } catch (error) {
    if (error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception') return;
    throw error;
  }
}

export const isVersionConflict = (error: unknown) => error instanceof errors.ResponseError && error.statusCode === 409;
