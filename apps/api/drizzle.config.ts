import { defineConfig } from 'drizzle-kit';

/** Generates SQL migration files from src/db/schema; they are applied at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
