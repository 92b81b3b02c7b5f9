export const callModel = (prompt: string) => `reply to ${prompt}`
