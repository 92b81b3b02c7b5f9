/** Public entry `@kiln/builder/template`: the files a new LLM project starts from. */
export {
  TEMPLATE_DIR,
  TEMPLATE_PROJECT_NAME,
  templateFiles,
} from './template/template-files.ts'
