// Imported by boot.ts before start-site.ts, so the schemas of the deployment files (zod builds
// each when its module is evaluated) are built in a task of their own.
export { compositionEnvelopeSchema, siteConfigSchema } from '@maple/contracts';
