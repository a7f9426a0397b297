import { createApiClient } from '@/lib/api/client';
import { openApiDocumentSchema, type OpenApiDocument } from '@/contract/openapi';
import { serverBaseURL } from '@/lib/api/server-origin';
import type { CountryCode, Language } from '@/lib/site';

/** The API's OpenAPI document, as the API serves it (no member data, so no credentials). */
export function getOpenApiDocument(country: CountryCode, lang: Language): Promise<OpenApiDocument> {
  return createApiClient({ country, lang, auth: null, baseURL: serverBaseURL() }).request({
    method: 'GET',
    path: 'openapi.json',
    schema: openApiDocumentSchema,
  });
}
