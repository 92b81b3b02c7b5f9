import { fileMapFrom, type FileMap } from '../../files/file-map.ts'
import { SPEC_PATH, type AppSpec } from '../app-spec.ts'
import { BOARD_APP, boardConfigTs } from './features/board-app.ts'
import { EXPENSES_APP } from './features/expenses-app.ts'
import { formAppTsx, formFieldsTs } from './features/form-app.ts'
import { NOTES_APP, notesConfigTs } from './features/notes-app.ts'
import { TODO_APP } from './features/todo-app.ts'
import { TRACKER_APP, trackerSeedTs } from './features/tracker-app.ts'
import { renderSection, sectionFile } from './section-files.ts'
import {
  appTsx,
  headerTsx,
  INDEX_CSS,
  indexHtml,
  MAIN_TSX,
  siteTs,
  themeTs,
} from './shell-files.ts'

function featureFiles(spec: AppSpec): FileMap {
  switch (spec.feature) {
    case 'todo':
      return { 'src/features/todo/todo-app.tsx': TODO_APP }
    case 'expenses':
      return { 'src/features/expenses/expenses-app.tsx': EXPENSES_APP }
    case 'notes':
      return {
        'src/features/notes/notes-app.tsx': NOTES_APP,
        'src/features/notes/notes-config.ts': notesConfigTs(spec),
      }
    case 'board':
      return {
        'src/features/board/board-app.tsx': BOARD_APP,
        'src/features/board/board-config.ts': boardConfigTs(spec),
      }
    case 'tracker':
      return {
        'src/features/tracker/tracker-app.tsx': TRACKER_APP,
        'src/features/tracker/tracker-seed.ts': trackerSeedTs(spec),
      }
    case 'form':
      return {
        'src/features/form/form-app.tsx': formAppTsx(spec),
        'src/features/form/form-fields.ts': formFieldsTs(spec),
      }
  }
}

/**
 * Every file of an offline-generated project, derived from its spec only.
 * Each spec field lives in as few files as possible, so a follow-up that
 * changes one field rewrites only those files.
 */
export function renderProject(spec: AppSpec): FileMap {
  const files = fileMapFrom({
    'index.html': indexHtml(spec),
    'src/main.tsx': MAIN_TSX,
    'src/index.css': INDEX_CSS,
    'src/site.ts': siteTs(spec),
    'src/theme.ts': themeTs(spec),
    'src/App.tsx': appTsx(spec),
    'src/components/header.tsx': headerTsx(spec),
    ...featureFiles(spec),
    [SPEC_PATH]: `${JSON.stringify(spec, null, 2)}\n`,
  })
  for (const s of spec.sections) {
    if (s.kind !== 'app') files[sectionFile(s)] = renderSection(spec, s)
  }
  return files
}
