import { generate } from '../offline/generate.ts'

export const packageFor = (prompt: string) => generate(prompt)
