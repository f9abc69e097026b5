/** A body's bytes, or null when it is larger than `max` bytes (reading stops there and the rest is dropped). */
export async function readCappedBytes(body: ReadableStream<Uint8Array> | null, max: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A body as UTF-8 text, or null when it is larger than `max` bytes (reading stops there and the rest is dropped). */
export async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<string | null> {
  return (await readCappedBytes(body, max))?.toString('utf8') ?? null;
}
