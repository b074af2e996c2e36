import type { ServerResponse } from 'node:http';

/** Server-sent events per seller: the sandbox's stand-in for the realtime database. */
export class RealtimeHub {
  private readonly listeners = new Map<number, Set<ServerResponse>>();
  private nextId = 1;

  subscribe(sellerId: number, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: 2000\n\n`);
    const set = this.listeners.get(sellerId) ?? new Set<ServerResponse>();
    set.add(res);
    this.listeners.set(sellerId, set);
    const ping = setInterval(() => res.write(`: ping\n\n`), 15_000);
    res.on('close', () => {
      clearInterval(ping);
      set.delete(res);
    });
  }

  publish(sellerId: number, event: string, data: unknown): void {
    const set = this.listeners.get(sellerId);
    if (!set) return;
    const frame = `id: ${this.nextId++}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const res of set) res.write(frame);
  }

  closeAll(): void {
    for (const set of this.listeners.values()) for (const res of set) res.end();
    this.listeners.clear();
  }
}
