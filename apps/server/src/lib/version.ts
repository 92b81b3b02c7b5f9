import packageJson from '../../package.json' with { type: 'json' }

export const serverVersion: string = packageJson.version
