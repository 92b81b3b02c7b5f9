// The build pool's worker file when the builder runs from its TypeScript
// source (tests, tsx, `npm run dev`): loads pool-tasks.ts, through tsx when
// this thread cannot import TypeScript yet. The server's build writes a
// bundled file of the same name next to its own (apps/server/build.mjs).
let tasks
try {
  tasks = await import('./pool-tasks.ts')
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error
  const { register } = await import('tsx/esm/api')
  register()
  // a new specifier: the failed import above stays cached under the old one
  tasks = await import('./pool-tasks.ts?tsx')
}
export default tasks.default
