import { forgetSecrets } from '../secret-redaction'

// Test files share workers and modules (vitest.config.ts: isolate false):
// each starts with no secrets remembered by the files before it.
forgetSecrets()
