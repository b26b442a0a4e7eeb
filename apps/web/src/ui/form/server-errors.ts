import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiFailure } from '../../api/api-failure';

/**
 * Puts the server's field messages under their fields (spec §5: errors by field name). `fieldOf` maps a
 * server key to the form's field name where they differ. Answers whether any field message was applied.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (key: string) => string = (key) => key,
): boolean {
  if (!(error instanceof ApiFailure)) return false;
  const entries = Object.entries(error.fieldErrors);
  for (const [key, message] of entries) setError(fieldOf(key) as Path<T>, { type: 'server', message });
  return entries.length > 0;
}
