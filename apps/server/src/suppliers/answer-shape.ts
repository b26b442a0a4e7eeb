/**
 * A light boundary check for large supplier answers: it walks the answer once, checks the type of
 * every field we read and nothing else, and hands back the answer itself, copying nothing. The type
 * it proves is derived from the rule, so code that reads a field the rule does not check does not
 * compile. zod (decision 0029) stays for every other answer: a full parse builds a copy of the whole
 * answer, which for a search of 300+ results costs more than the rest of our work on it
 * (decision 0031).
 */

type Leaf = 'string' | 'number' | 'boolean';

/** A list whose every item follows `item`. */
export class ListOf<R extends Rule> {
  constructor(readonly listOf: R) {}
}
/** The rule, or null, or missing: for fields the mapping gives a default. */
export class Maybe<R extends Rule> {
  constructor(readonly maybe: R) {}
}
/** One of a few literal values. */
export class OneOf<V extends string | number> {
  constructor(readonly oneOf: readonly V[]) {}
}
export type Shape = { readonly [field: string]: Rule };
// biome-ignore lint/suspicious/noExplicitAny: the item rule of a list is any rule
export type Rule = Leaf | ListOf<any> | Maybe<any> | OneOf<string | number> | Shape;

export const listOf = <R extends Rule>(item: R) => new ListOf(item);
export const maybe = <R extends Rule>(rule: R) => new Maybe(rule);
export const oneOf = <const V extends string | number>(...values: V[]) => new OneOf(values);

type ShapeOf<S extends Shape> = {
  // biome-ignore lint/suspicious/noExplicitAny: any Maybe
  -readonly [K in keyof S as S[K] extends Maybe<any> ? never : K]: Checked<S[K]>;
} & {
  // biome-ignore lint/suspicious/noExplicitAny: any Maybe
  -readonly [K in keyof S as S[K] extends Maybe<any> ? K : never]?: Checked<S[K]>;
};

/** What a value that passed `R` is known to be. */
export type Checked<R> = R extends 'string'
  ? string
  : R extends 'number'
    ? number
    : R extends 'boolean'
      ? boolean
      : R extends OneOf<infer V>
        ? V
        : R extends ListOf<infer I>
          ? Checked<I>[]
          : R extends Maybe<infer M>
            ? Checked<M> | null | undefined
            : R extends Shape
              ? ShapeOf<R>
              : never;

type Issue = { path: (string | number)[]; message: string };
type Check = (value: unknown) => Issue | undefined;

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const expected = (what: string, value: unknown): Issue => ({
  path: [],
  message: `expected ${what}, received ${kindOf(value)}`,
});

/** Turns a rule into one function, once, so checking 300 results does no rule lookups. */
function compile(rule: Rule): Check {
  if (rule === 'string' || rule === 'number' || rule === 'boolean')
    return (value) => (typeof value === rule ? undefined : expected(rule, value));
  if (rule instanceof Maybe) {
    const inner = compile(rule.maybe);
    return (value) => (value === null || value === undefined ? undefined : inner(value));
  }
  if (rule instanceof OneOf) {
    const allowed = new Set<unknown>(rule.oneOf);
    return (value) => (allowed.has(value) ? undefined : expected(`one of ${rule.oneOf.join(', ')}`, value));
  }
  if (rule instanceof ListOf) {
    const item = compile(rule.listOf);
    return (value) => {
      if (!Array.isArray(value)) return expected('array', value);
      for (let i = 0; i < value.length; i++) {
        const issue = item(value[i]);
        if (issue) {
          issue.path.unshift(i);
          return issue;
        }
      }
      return undefined;
    };
  }
  const fields = Object.entries(rule).map(([name, fieldRule]) => [name, compile(fieldRule)] as const);
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return expected('object', value);
    const record = value as Record<string, unknown>;
    for (const [name, check] of fields) {
      const issue = check(record[name]);
      if (issue) {
        issue.path.unshift(name);
        return issue;
      }
    }
    return undefined;
  };
}

/** A compiled rule: `check` answers the first wrong field (path and message), or nothing. */
export type AnswerShape<T> = {
  check(answer: unknown): { ok: true; value: T } | { ok: false; issue: Issue };
};

export function answerShape<S extends Shape>(rule: S): AnswerShape<Checked<S>> {
  const check = compile(rule);
  return {
    check(answer) {
      const issue = check(answer);
      return issue ? { ok: false, issue } : { ok: true, value: answer as Checked<S> };
    },
  };
}
