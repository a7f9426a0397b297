import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { throughSteps } from '@/lib/server/request-steps';
import { KEPT_BODIES, LONG_BODY_CHARS, sendLongBodiesAsBytes } from '@/lib/server/whole-responses';
import { listen } from './http-client';

// The kind of page the storefront sends: long, and not only ASCII (Thai, Chinese, "S$", "—").
const page = `<!DOCTYPE html><html lang="th"><body>${'<p>ลิปสติก 口紅 — S$35.00 “Beauty Pass”</p>'.repeat(
  2000,
)}</body></html>`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: (response: ServerResponse) => void): Promise<string> {
  server = createServer(throughSteps([sendLongBodiesAsBytes()], (_request, response) => handler(response)));
  return `${await listen(server)}/`;
}

describe('whole responses sent as bytes', () => {
  it('sends a long page byte for byte, with the Content-Length the framework computed', async () => {
    expect(page.length).toBeGreaterThan(LONG_BODY_CHARS);
    const url = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Length', Buffer.byteLength(page));
      response.end(page);
    });
    const answer = await fetch(url);
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(page)));
    expect(await answer.text()).toBe(page);
  });

  it('keeps the encoding and the callback a caller passes', async () => {
    const latin1 = 'é'.repeat(LONG_BODY_CHARS + 1);
    let finished = false;
    const url = await serve((response) => {
      response.end(latin1, 'latin1', () => {
        finished = true;
      });
    });
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(bytes).toEqual(Buffer.from(latin1, 'latin1'));
    expect(finished).toBe(true);
  });

  it('calls back when only a callback follows the body', async () => {
    let finished = false;
    const url = await serve((response) => {
      response.end(page, () => {
        finished = true;
      });
    });
    expect(await (await fetch(url)).text()).toBe(page);
    expect(finished).toBe(true);
  });

  /** Responses whose `end` records what it was handed, each through the same step. */
  function recordingResponses() {
    const seen: unknown[] = [];
    const step = sendLongBodiesAsBytes();
    const response = () => {
      const target = {
        end(chunk?: unknown) {
          seen.push(chunk);
        },
      };
      step({} as IncomingMessage, target as unknown as ServerResponse, () => undefined);
      return target;
    };
    return { response, seen };
  }

  it('hands the socket bytes for a long body, and leaves short bodies and bare ends as they were', () => {
    const { response, seen } = recordingResponses();
    const target = response();
    target.end(page);
    target.end('<p>short</p>');
    target.end();
    expect(Buffer.isBuffer(seen[0])).toBe(true);
    expect((seen[0] as Buffer).toString('utf8')).toBe(page);
    expect(seen.slice(1)).toEqual(['<p>short</p>', undefined]);
  });

  it('encodes a page sent again only once, and keeps a bounded number of pages', () => {
    const { response, seen } = recordingResponses();
    response().end(page);
    response().end(page);
    expect(seen[1]).toBe(seen[0]);
    // As many other pages as are kept push the first one out: it is encoded again, as the same bytes.
    for (let i = 0; i < KEPT_BODIES; i += 1) response().end(`${page}<!-- ${i} -->`);
    response().end(page);
    const again = seen.at(-1) as Buffer;
    expect(again).not.toBe(seen[0]);
    expect(again.equals(seen[0] as Buffer)).toBe(true);
  });
});
