// Electron's transport names for the channel map: every call goes through one ipcMain.handle
// channel (name, input) and every event through one webContents.send channel (event, payload).
export const IPC_CALL_CHANNEL = 'venue:call';
export const IPC_EVENT_CHANNEL = 'venue:event';
