import { callModel } from '../llm/call-model.ts'

export const bundleReply = (prompt: string) => callModel(prompt)
