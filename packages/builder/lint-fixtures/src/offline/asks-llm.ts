import { callModel } from '../llm/call-model.ts'

export const offlineReply = (prompt: string) => callModel(prompt)
