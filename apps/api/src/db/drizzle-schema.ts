/** Every table, for drizzle-kit and the typed client. */
export * from './schema.ts';
export * from './schema-commerce.ts';
