import { defineConfig } from "drizzle-kit";

// Generates SQL into migrations/; wrangler applies it (`npm run db:migrate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./functions/db/schema.ts",
  out: "./migrations",
});
