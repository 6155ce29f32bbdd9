export interface BodyLimits {
  maxBytes: number;
  /** Time allowed for the whole body, from the first read to the last byte. */
  deadlineMs: number;
}

/** What is read of a request (a Request is one). */
export interface BodySource {
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
}

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'too-slow' };

const TOO_LARGE: BodyResult = { ok: false, reason: 'too-large' };
const TOO_SLOW: BodyResult = { ok: false, reason: 'too-slow' };

function stopReading(reader: ReadableStreamDefaultReader<Uint8Array>) {
  // Not awaited: a source that never settles must not hold the answer back.
  reader.cancel().catch(() => undefined);
}

/**
 * A request body as text, read up to `maxBytes` and within `deadlineMs`. A Content-Length over the limit is refused
 * before reading anything; otherwise reading stops and the stream is cancelled as soon as the body grows past the
 * limit or the deadline passes, so a huge or trickled body holds neither memory nor the request for long.
 */
export async function readBody(request: BodySource, { maxBytes, deadlineMs }: BodyLimits): Promise<BodyResult> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) {
    request.body?.cancel().catch(() => undefined);
    return TOO_LARGE;
  }
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs);
  });
  let size = 0;
  let text = '';
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'deadline') {
        stopReading(reader);
        return TOO_SLOW;
      }
      if (next.done) return { ok: true, text: text + decoder.decode() };
      size += next.value.byteLength;
      if (size > maxBytes) {
        stopReading(reader);
        return TOO_LARGE;
      }
      text += decoder.decode(next.value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
  }
}
