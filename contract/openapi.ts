import { z } from 'zod';

const schemaObject = z.record(z.string(), z.unknown());

const operationSchema = z.object({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: schemaObject.optional(),
      }),
    )
    .optional(),
  requestBody: z
    .object({
      required: z.boolean().optional(),
      content: z.record(z.string(), z.object({ schema: schemaObject.optional() })),
    })
    .optional(),
  responses: z.record(
    z.string(),
    z.object({
      description: z.string().optional(),
      content: z.record(z.string(), z.object({ schema: schemaObject.optional() })).optional(),
    }),
  ),
});
export type OpenApiOperation = z.infer<typeof operationSchema>;

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** GET openapi.json: the part of the OpenAPI 3 document the API reference page shows. */
export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.object(Object.fromEntries(HTTP_METHODS.map((m) => [m, operationSchema.optional()])))),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
