export const generate = (prompt: string) => `app for ${prompt}`
