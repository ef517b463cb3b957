/**
 * A phone for the players' link tests: plain `http` requests to 127.0.0.1 and a small reader of the
 * event stream (Node 20 has no EventSource). Only loopback addresses are ever contacted.
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

/** A whole answer. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request, its whole answer. */
export function fetchText(
  url: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** An event received, with when it came (performance.now()). */
export interface StreamEvent {
  event: string;
  data: string;
  at: number;
}

/** A phone following the event stream. */
export interface StreamClient {
  status: number;
  events: StreamEvent[];
  /** Everything received, as text (to check that a secret never came). */
  raw(): string;
  /** Resolves with the `n`-th event named `name` (1-based), waiting for it if needed. */
  nth(name: string, n: number): Promise<StreamEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` as an event stream. */
export function openStream(url: string): Promise<StreamClient> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { Accept: 'text/event-stream' } }, (res) => {
      const events: StreamEvent[] = [];
      const waiting: { name: string; n: number; done: (e: StreamEvent) => void }[] = [];
      let raw = '';
      let buffer = '';
      const check = () => {
        for (const w of [...waiting]) {
          const found = events.filter((e) => e.event === w.name)[w.n - 1];
          if (found) {
            waiting.splice(waiting.indexOf(w), 1);
            w.done(found);
          }
        }
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        raw += chunk;
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event !== undefined && data !== undefined) events.push({ event, data, at });
          cut = buffer.indexOf('\n\n');
        }
        check();
      });
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
      });
      resolve({
        status: res.statusCode ?? 0,
        events,
        raw: () => raw,
        nth: (name, n) =>
          new Promise((done) => {
            waiting.push({ name, n, done });
            check();
          }),
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
