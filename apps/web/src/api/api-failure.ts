import type { FailureBody } from './http';
import { isFailure } from './http';

/** A `success:false` answer as a thrown error, so TanStack Query sees it as a failed query or mutation. */
export class ApiFailure extends Error {
  constructor(readonly body: FailureBody) {
    super(body.errorMessage ?? 'Request failed');
    this.name = 'ApiFailure';
  }

  /** Field messages by field name: `errors`, or `error.shortError` for the create-agent call (spec §8). */
  get fieldErrors(): Record<string, string> {
    const short = (this.body.error as { shortError?: Record<string, string> } | undefined)?.shortError;
    return { ...short, ...this.body.errors };
  }
}

/** Resolves with the success body; a failure body (already toasted by the client) becomes an ApiFailure. */
export async function unwrap<T>(pending: Promise<T | FailureBody>): Promise<T> {
  const body = await pending;
  if (isFailure(body)) throw new ApiFailure(body);
  return body as T;
}
