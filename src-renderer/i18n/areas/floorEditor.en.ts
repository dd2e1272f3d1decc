// Settings › Floor plan: the layout editor and the table combination checks, English.
export const floorEditorEn = {};
