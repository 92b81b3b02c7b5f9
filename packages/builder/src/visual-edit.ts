/** Public entry `@kiln/builder/visual-edit`: read and edit one JSX element of a project file in place. */
export {
  editElement,
  notFoundMessage,
  readElement,
  type EditOutcome,
  type ElementEdit,
  type ElementView,
  type FieldView,
} from './visual-edit/edit-element.ts'
export { parseSourceLocation } from './visual-edit/find-element.ts'
export {
  isTaggedSource,
  SOURCE_LOCATION_ATTRIBUTE,
} from './bundle/source-locations.ts'
