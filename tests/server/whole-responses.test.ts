import { createServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_BODIES, LONG_BODY_CHARS, sendLongBodiesAsBytes } from '@/lib/server/whole-responses';
import { listen } from './http-client';

// A response class of its own, so that the change stays inside this test's servers.
class TestResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {}
sendLongBodiesAsBytes(TestResponse.prototype as never);

// The kind of page the storefront sends: long, and not only ASCII (Thai, Chinese, "S$", "—").
const page = `<!DOCTYPE html><html lang="th"><body>${'<p>ลิปสติก 口紅 — S$35.00 “Beauty Pass”</p>'.repeat(
  2000,
)}</body></html>`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: (response: ServerResponse) => void): Promise<string> {
  server = createServer({ ServerResponse: TestResponse }, (_request, response) => handler(response));
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

  function recordingTarget() {
    const seen: unknown[] = [];
    const target = {
      end(chunk?: unknown) {
        seen.push(chunk);
      },
    };
    sendLongBodiesAsBytes(target);
    return { target, seen };
  }

  it('hands the socket bytes for a long body, and leaves short bodies and bare ends as they were', () => {
    const { target, seen } = recordingTarget();
    sendLongBodiesAsBytes(target); // a second install changes nothing
    target.end(page);
    target.end('<p>short</p>');
    target.end();
    expect(Buffer.isBuffer(seen[0])).toBe(true);
    expect((seen[0] as Buffer).toString('utf8')).toBe(page);
    expect(seen.slice(1)).toEqual(['<p>short</p>', undefined]);
  });

  it('encodes a page sent again only once, and keeps a bounded number of pages', () => {
    const { target, seen } = recordingTarget();
    target.end(page);
    target.end(page);
    expect(seen[1]).toBe(seen[0]);
    // As many other pages as are kept push the first one out: it is encoded again, as the same bytes.
    for (let i = 0; i < KEPT_BODIES; i += 1) target.end(`${page}<!-- ${i} -->`);
    target.end(page);
    const again = seen.at(-1) as Buffer;
    expect(again).not.toBe(seen[0]);
    expect(again.equals(seen[0] as Buffer)).toBe(true);
  });
});
