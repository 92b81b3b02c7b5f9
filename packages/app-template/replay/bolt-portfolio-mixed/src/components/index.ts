export { default } from './Layout';
export { default as Hero } from './Hero';
export * from './Projects';
export * from './Skills';
export type { Project } from '../types/project';
