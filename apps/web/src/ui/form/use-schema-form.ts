import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** What a form's onSubmit takes. */
type Submit = ReturnType<UseFormReturn<FieldValues>['handleSubmit']>;

/**
 * A form checked by a schema that turns what is typed into what is sent (rupees into paise, a
 * percent into basis points): its fields hold the text as typed, and `submit` hands on the schema's
 * output, which is what the resolver gives react-hook-form's submit at run time.
 */
export function useSchemaForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  options: { defaultValues: DefaultValues<In> } | { values: In },
): UseFormReturn<In> & { submit: (onValid: (values: Out) => Promise<void>) => Submit } {
  const form = useForm<In>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In>,
    ...options,
  });
  const submit = (onValid: (values: Out) => Promise<void>) =>
    form.handleSubmit((values) => onValid(values as unknown as Out));
  return { ...form, submit };
}
