import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the pg-core schema and committed; the server applies them at
// start and refuses to run when the applied set and these files disagree.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src-server/db/schema/*.ts',
  out: './migrations/server',
});
