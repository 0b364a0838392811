/** Server-sent events of a streamed answer, parsed: [{event, data}]. */
export async function askStreamed(url: string, query: string, token?: string) {
  const response = await fetch(`${url}/api/v2/chatbot?${query}`, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
      return { event, data };
    });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', events };
}
