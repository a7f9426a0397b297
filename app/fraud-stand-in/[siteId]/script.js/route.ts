import { connection } from 'next/server';
import { serverEnv } from '@/lib/env';
import { FRAUD_TOKEN_EVENT } from '@/lib/fraud';

/**
 * A local stand-in for the fraud-prevention vendor's script, for tests and QA (open only where the
 * QA surfaces are): it announces a token through the same browser event as the real script.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ siteId: string }> }) {
  await connection();
  if (!serverEnv().ENABLE_SANDBOX) return new Response('Not found', { status: 404 });
  const { siteId } = await params;
  const site = siteId.replace(/[^\w-]/g, '').slice(0, 64);
  const body = `(function () {
  var bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  var token = ${JSON.stringify(`standin-${site}-`)} + Array.from(bytes, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  document.dispatchEvent(new CustomEvent(${JSON.stringify(FRAUD_TOKEN_EVENT)}, { detail: token }));
})();
`;
  return new Response(body, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
