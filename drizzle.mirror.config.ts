import { defineConfig } from 'drizzle-kit';

// The terminal's SQLite mirror (src-main/mirror). Generated migrations are committed and
// append-only; the mirror refuses to open when the applied set and these files disagree.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src-main/mirror/schema.ts',
  out: './migrations/mirror',
});
