/** Public entry `@kiln/builder/export`: the project as a standalone Vite project. */
export {
  exportProjectFiles,
  exportProjectZip,
  slugify,
  type ExportOptions,
} from './export/export-project.ts'
export { fileBytes } from './bundle/project-assets.ts'
export { EXPORT_VERSIONS } from './export/export-templates.ts'
