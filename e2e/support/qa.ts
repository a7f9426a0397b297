import type { APIRequestContext } from './test';

/**
 * The QA credential of the e2e API: sandbox/* answers only with it in X-QA-Token. Both servers
 * live on loopback for the run only, so a fixed value is enough.
 */
export const E2E_QA_TOKEN = process.env.E2E_QA_TOKEN ?? 'e2e-qa-token-e2e-qa-token-e2e-qa-token';
/** The editors' preview secret of the e2e storefront. */
export const E2E_PREVIEW_SECRET = process.env.E2E_PREVIEW_SECRET ?? 'e2e-preview-secret-e2e-preview-secret';
/** The secret content and catalogue changes send to the e2e storefront's POST /api/revalidate. */
export const E2E_REVALIDATE_SECRET = process.env.E2E_REVALIDATE_SECRET ?? 'e2e-revalidate-secret-e2e-revalidate-secret';
/** A second storefront on the same build with every QA and preview surface left closed. */
export const E2E_CLOSED_PORT = Number(process.env.E2E_CLOSED_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50);
/**
 * A third storefront on the same build whose API cannot be reached (nothing listens at its
 * origin): what shoppers get during an outage.
 */
export const E2E_OUTAGE_PORT = Number(process.env.E2E_OUTAGE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 60);
export const E2E_OUTAGE_API_ORIGIN = `http://127.0.0.1:${E2E_OUTAGE_PORT + 1}`;
export const E2E_API_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4100)}`;
/**
 * The run's mail server (scripts/mail-catcher.ts): the e2e API sends its mails to its SMTP port,
 * and journeys read them back from its HTTP port.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4125);
export const E2E_MAIL_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_MAIL_PORT ?? 4126)}`;
/** The storefront origin the e2e API writes into mailed links (its PUBLIC_ORIGIN). */
export const E2E_PUBLIC_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/** Headers of a QA call to the API itself (never through the public storefront origin). */
export const QA_HEADERS = { 'X-QA-Token': E2E_QA_TOKEN, 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };

/** Creates a member through the sandbox API, straight at the API with the QA credential. */
export async function createSandboxMember(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const response = await request.post(`${E2E_API_ORIGIN}/api/web/v1/sandbox/users`, { headers: QA_HEADERS, data });
  if (response.status() !== 201)
    throw new Error(`sandbox/users answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}
