import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: process.env.CI_JSON_REPORT
      ? ["default", ["json", { outputFile: process.env.CI_JSON_REPORT }]]
      : ["default"],
  },
});
