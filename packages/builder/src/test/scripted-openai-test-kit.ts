import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startScriptedOpenAi } from './scripted-openai-server.ts'

type Stub = Awaited<ReturnType<typeof startScriptedOpenAi>>

/**
 * One scripted OpenAI server for a test file, emptied before each test.
 * `kit.stub` and `kit.env` (keys pointing the OpenAI provider at it) are
 * set once the file's tests run.
 */
export function useScriptedOpenAi() {
  const kit = {
    stub: undefined as unknown as Stub,
    env: {} as Record<string, string>,
  }
  beforeAll(async () => {
    kit.stub = await startScriptedOpenAi()
    kit.env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: kit.stub.baseUrl }
  })
  afterAll(() => kit.stub.close())
  beforeEach(() => kit.stub.reset())
  return kit
}
