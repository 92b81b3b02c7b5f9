import { callModel } from '../llm/call-model.ts'

export const packageFor = (prompt: string) => callModel(prompt)
