import { envNamesNote, projectContext } from '../prompts.ts'
import { MAX_FILES } from '../tools/tool-context.ts'
import { enter, runCodingCall, type StepRunner } from './build-state.ts'

/** Characters of file text a follow-up shows inline; the model reads the rest. */
export const CONTEXT_CHARS = 20_000
/**
 * A follow-up's tool loop: a change across dozens of files, each read and
 * edited in its own turn as models make them (a rename through the app, a
 * feature over many pages), must not be cut off half applied.
 */
export const CODE_MAX_STEPS = 120
/**
 * A new app from scratch: a model that writes one file per step needs one
 * step per file, and a project may hold up to MAX_FILES (a Lovable project
 * is ~75 files before its own pages and components).
 */
export const NEW_APP_MAX_STEPS = MAX_FILES

/** code: the tool loop that writes a new app or edits the existing one. */
export const codeStep: StepRunner = async (state) => {
  enter(state, 'code')
  const { prompt, recentPaths } = state.input
  const isFollowUp = Object.keys(state.before).length > 0
  const task = isFollowUp
    ? `Change request: ${prompt}\n\nPlan:\n${state.plan}\n\nMake the change with editFile calls (writeFile only for new files). Change only what the request needs.`
    : `Build this app: ${prompt}\n\nPlan:\n${state.plan}\n\nThe project starts from Kiln's template (the files above). Write the app's pages and components with writeFile, add their routes to src/App.tsx and set the <title> in index.html.`
  // state.files: the template for a new project, else the files before this build
  const context =
    projectContext(state.files, {
      prompt: `${prompt}\n${state.plan}`,
      recent: recentPaths,
      budget: CONTEXT_CHARS,
    }) + envNamesNote(state.input.bundleOptions?.env)
  await runCodingCall(state, {
    key: 'code',
    purpose: 'code',
    context,
    task,
    maxSteps: isFollowUp ? CODE_MAX_STEPS : NEW_APP_MAX_STEPS,
  })
}
