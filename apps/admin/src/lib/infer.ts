/**
 * Type of what a shared zod contract parses to, without importing zod into the console:
 * `Parsed<typeof exchangeRateList>` is the API's answer shape.
 */
export type Parsed<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;
