export * from './oidc-states'
export * from './sessions'
export * from './users'
