export type FileMap = Record<string, string>
