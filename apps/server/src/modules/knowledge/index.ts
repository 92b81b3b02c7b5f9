/** The knowledge module's public surface: other modules import only from here. */
export { knowledgeRoutes } from './knowledge.routes'
export { createKnowledgeService } from './knowledge.service'
export type { BuildKnowledge, KnowledgeService } from './knowledge.service'
