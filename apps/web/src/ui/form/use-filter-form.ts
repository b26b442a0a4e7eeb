import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A filter bar's form: checked by `schema` on Apply, and back to `empty` (applied at once) on clear.
 * What is applied is the schema's output: a call's own request schema turns blanks into nothing.
 */
export function useFilterForm<T extends FieldValues, Out = T>(
  schema: z.ZodType,
  empty: T,
  onApply: (filters: Out) => void,
) {
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    defaultValues: empty as DefaultValues<T>,
  });
  return {
    control: form.control,
    onSubmit: form.handleSubmit((values) => onApply(values as unknown as Out)),
    onClear: () => {
      form.reset(empty);
      onApply(empty as unknown as Out);
    },
  };
}
