import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ERROR_MESSAGES, type ErrorBody } from '@/contract';

/** An error answer of the API: thrown by handlers and middleware, rendered by the app's onError. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;

  constructor(status: ContentfulStatusCode, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

export function errorBody(code: string, message: string, details?: Record<string, unknown>): ErrorBody {
  return { error: { code, message, ...(details ? { details } : {}) } };
}

export const notFoundError = () => new ApiError(404, 'not_found', ERROR_MESSAGES.resourceNotFound);
export const userNotFoundError = () => new ApiError(404, 'user_not_found', ERROR_MESSAGES.userNotFound);
export const unauthorizedError = () => new ApiError(401, 'unauthorized', ERROR_MESSAGES.authenticationFailed);

/** 400 `validation_error` listing every issue, e.g. `Invalid request: email: Invalid email address`. */
export function validationError(error: z.ZodError, target: string): ApiError {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return new ApiError(400, 'validation_error', `Invalid request: ${summary.join('; ')}`, { target, issues });
}
