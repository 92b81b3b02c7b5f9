/** Public entry `@kiln/builder/export`: the project as a standalone Vite project. */
export {
  exportProjectFiles,
  exportProjectZip,
  slugify,
} from './export/export-project.ts'
export { EXPORT_VERSIONS } from './export/export-templates.ts'
