import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @app/api` writes a new SQL migration into ./drizzle from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/drizzle-schema.ts',
  out: './drizzle',
});
