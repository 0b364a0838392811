import { startRepeating, type Logger } from '@screenshelf/kit';
import type { CodeBookCache } from './codebook.js';
import type { EmbeddingsPort } from './embeddings.js';
import { isVersionConflict, vectorIndexOf, type Client, type VectorSpace } from './indices.js';
import { passageOf, type RetrievalFields } from './retrieval-fields.js';

export type VectorKind = 'apps' | 'images' | 'flows' | 'contents' | 'products';

/**
 * The background embedder: documents are written by the consumer without a vector (keyword search
 * works at once) and marked `needsVector`; a repeating sweep (the kit's startRepeating) takes a
 * batch of them, embeds their passages (embeddings.ts: batched, time-out, circuit breaker) and
 * writes each back with its vector at the SAME external version (`external_gte`), so a newer
 * document the consumer wrote meanwhile is never overwritten (it stays marked for the next round).
 * While the embeddings server is slow or down nothing blocks and nothing is lost: the marked
 * documents wait, and each round takes a batch, so the consumer never waits for the model.
 * A document holding another model's vector is taken as needing one too.
 */
export function vectorFiller(options: {
  es: Client;
  /** The alias of each kind that carries vectors. */
  aliases: Partial<Record<VectorKind, string>>;
  embeddings: EmbeddingsPort;
  vectors: VectorSpace;
  codes: CodeBookCache;
  batch: number;
  logger: Logger;
}) {
  const { es, aliases, embeddings, vectors, codes, batch, logger } = options;
  const wanted = {
    bool: {
      should: [{ term: { needsVector: true } }, { bool: { must_not: [{ term: { embeddingModel: vectors.model } }] } }],
      minimum_should_match: 1,
    },
  };
  let embedded = 0;
  let failing = false;

  /** One batch of one kind from its concrete index: answers how many documents got their vector. */
  async function fill(kind: VectorKind, index: string): Promise<number> {
    const found = await es.search<Record<string, unknown> & RetrievalFields>({
      index,
      query: wanted,
      size: batch,
      version: true,
      _source: { excludes: ['embedding'] },
      sort: [{ _doc: { order: 'asc' } }] as never,
      ignore_unavailable: true,
    });
    const hits = found.hits.hits.filter((h) => h._source && typeof h._version === 'number');
    if (!hits.length) return 0;
    const book = await codes.get();
    const vectorsOf = await embeddings.embed(hits.map((h) => passageOf(kind, h._source!, book)), 'passage');
    const operations = hits.flatMap((h, i) => [
      { index: { _index: h._index, _id: h._id, version: h._version, version_type: 'external_gte' as const } },
      { ...h._source, embedding: vectorsOf[i], embeddingModel: vectors.model, needsVector: false },
    ]);
    // Seen by the next search of this sweep (no document is embedded twice).
    const result = await es.bulk({ operations, refresh: 'wait_for' });
    let written = 0;
    for (const item of result.items) {
      const r = Object.values(item)[0]!;
      if (!r.error) written++;
      else if (r.status !== 409) logger.warn({ index: r._index, id: r._id, error: r.error }, 'could not write a vector');
    }
    return written;
  }

  /**
   * Rounds until nothing is left (or the embeddings server fails, or `signal` aborts: the service is
   * stopping, the rest waits for the next start): answers how many got a vector.
   */
  async function sweep(signal?: AbortSignal): Promise<number> {
    let total = 0;
    try {
      while (!signal?.aborted) {
        let round = 0;
        for (const [kind, alias] of Object.entries(aliases) as [VectorKind, string][]) {
          // An index built for another model (another process mid-deploy) is left to that model. The
          // batch is read from the index checked, not the alias: if the alias moves to another
          // model's index meanwhile, this round's vectors land in the index it left, never the new one.
          const behind = await vectorIndexOf(es, alias).catch(() => undefined);
          const space = behind?.space;
          if (space && (space.model !== vectors.model || space.dims !== vectors.dims)) continue;
          round += await fill(kind, behind?.index ?? alias);
        }
        total += round;
        if (round === 0) break;
      }
      if (failing) logger.info('the embeddings server answers again; vectors are being filled');
      failing = false;
    } catch (error) {
      // Slow or down: the documents keep their marker and wait for the next round.
      if (!failing) logger.warn({ err: error }, 'documents wait for their vectors: the embeddings server did not answer');
      failing = true;
      if (isVersionConflict(error)) return total;
    }
    embedded += total;
    return total;
  }

  return {
    sweep,
    /** Starts the repeating sweep; `stop` waits for the batch in progress, not the whole backlog. */
    start(intervalMs: number) {
      return startRepeating({ name: 'embedder', run: sweep, intervalMs, logger });
    },
    get embedded() {
      return embedded;
    },
  };
}
export type VectorFiller = ReturnType<typeof vectorFiller>;
