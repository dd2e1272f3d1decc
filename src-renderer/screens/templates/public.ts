// What other screen areas may use of the templates area: the editor's message line.
export { MessageLine, type Message } from './template-editor-parts.js';
