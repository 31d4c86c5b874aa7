/**
 * vitest setupFiles of the HTTP suite: each worker keeps its media, uploads and mails under a
 * STORAGE_DIR of its own (storage/test-<worker>), as it has a database of its own, so files that
 * run at once never see each other's files. Runs before a test file imports the app, which reads
 * the environment on first use.
 */
process.env.STORAGE_DIR = `storage/test-${process.env.VITEST_POOL_ID ?? 1}`;
