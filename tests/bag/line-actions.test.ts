// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLineWithForm, selectSamplesWithForm } from '@/components/bag/bag-actions';
import { bagErrorFromQuery } from '@/components/bag/bag-state';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { answer, API_BASE, cart, line } from './fixtures';

// The action runs with the browser's API client, answered by MSW.
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));
const redirect = vi.fn((to: string) => {
  throw new Error(`redirect ${to}`);
});
vi.mock('next/navigation', () => ({ redirect: (to: string) => redirect(to) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  redirect.mockClear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function post(fields: Record<string, string>, scripted = true): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (scripted) form.set(SCRIPTED_FIELD, '1');
  return form;
}

/** The line changes the API was asked for: method, line and body. */
function api() {
  const asked: Array<{ method: string; path: string; body: unknown }> = [];
  const record = async ({ request }: { request: Request }) => {
    const body = request.method === 'DELETE' ? null : await request.json();
    asked.push({ method: request.method, path: new URL(request.url).pathname.replace(/^.*\/cart/, '/cart'), body });
    return HttpResponse.json(answer(cart([line({ quantity: 3 })])));
  };
  server.use(
    http.patch(`${API_BASE()}/cart/line-items/:id`, record),
    http.delete(`${API_BASE()}/cart/line-items/:id`, record),
  );
  return asked;
}

describe("a bag line's form", () => {
  it('counts one more or one less from the quantity the page showed, and answers the script with the bag', async () => {
    const asked = api();
    const more = await changeLineWithForm('th', 'th', post({ line: '7', quantity: '2', intent: 'increase' }));
    await changeLineWithForm('th', 'th', post({ line: '7', quantity: '2', intent: 'decrease' }));
    expect(more.cart?.data.lineItems[0]?.quantity).toBe(3);
    expect(asked).toEqual([
      { method: 'PATCH', path: '/cart/line-items/7', body: { quantity: 3 } },
      { method: 'PATCH', path: '/cart/line-items/7', body: { quantity: 1 } },
    ]);
  });

  it('takes the line out on a plain post and lands on the bag', async () => {
    const asked = api();
    await expect(
      changeLineWithForm('id', 'id', post({ line: '7', quantity: '1', intent: 'remove' }, false)),
    ).rejects.toThrow('redirect /cart');
    expect(asked).toEqual([{ method: 'DELETE', path: '/cart/line-items/7', body: null }]);
  });

  it("lands a refused plain post on the bag with the refusal's key, which the bag reads back", async () => {
    server.use(
      http.patch(`${API_BASE()}/cart/line-items/:id`, () =>
        HttpResponse.json({ error: { code: 'out_of_stock', message: 'x' } }, { status: 409 }),
      ),
    );
    await expect(
      changeLineWithForm('th', 'th', post({ line: '7', quantity: '2', intent: 'increase' }, false)),
    ).rejects.toThrow('redirect /cart?bag_error=bag%3Aerrors.out_of_stock');
    expect(bagErrorFromQuery({ bag_error: 'bag:errors.out_of_stock' })).toBe('bag:errors.out_of_stock');
    // Nothing but a key the bag could have written is read back.
    expect(bagErrorFromQuery({ bag_error: '<b>Sold out</b>' })).toBeUndefined();
    expect(bagErrorFromQuery({ bag_error: ['bag:errors.out_of_stock', 'x'] })).toBeUndefined();
  });

  it('refuses a post that is no change of a line before asking the API', async () => {
    const asked = api();
    for (const fields of [
      { line: '7', quantity: '2', intent: 'double' },
      { line: 'x', quantity: '2', intent: 'increase' },
      { line: '7', quantity: '99', intent: 'increase' },
    ]) {
      expect(await changeLineWithForm('th', 'th', post(fields))).toEqual({
        refused: { errorKey: 'bag:errors.generic' },
      });
    }
    expect(asked).toEqual([]);
  });
});

describe("the bag's samples form", () => {
  it('posts the samples chosen once a button is pressed, for the script and for a plain post', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${API_BASE()}/cart/samples`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(answer(cart([line()])));
      }),
    );
    const form = post({});
    for (const id of ['3', '5']) form.append('sampleId', id);
    expect((await selectSamplesWithForm('th', 'th', form)).cart).toBeDefined();
    const plain = post({}, false);
    plain.append('sampleId', '3');
    await expect(selectSamplesWithForm('th', 'th', plain)).rejects.toThrow('redirect /cart');
    expect(asked).toEqual([{ sampleIds: [3, 5] }, { sampleIds: [3] }]);
  });

  it('refuses what is no sample id before asking the API', async () => {
    const form = post({});
    form.append('sampleId', 'all');
    expect(await selectSamplesWithForm('th', 'th', form)).toEqual({ refused: { errorKey: 'bag:errors.generic' } });
  });
});
