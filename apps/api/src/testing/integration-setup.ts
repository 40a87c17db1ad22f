// The integration tier's global setup: prepares the migrated and the seeded database once, before any file runs, and
// hands their whereabouts to the files (test-database.ts reads them with `inject`).
import type { TestProject } from 'vitest/node';
import { buildSnapshots } from './database-snapshots.js';

export default async function setup(project: TestProject) {
  const { snapshots, dispose } = await buildSnapshots();
  project.provide('databaseSnapshots', snapshots);
  return dispose;
}
