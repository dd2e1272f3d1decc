// The only file that imports electron. It wires the transport-free core into a hardened window:
// contextIsolation + sandbox, no Node in the page, a strict CSP, no navigation or popups, one
// instance, and every IPC call validated by sender and by the channel's schema.
import { join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  app,
  BrowserWindow,
  ipcMain,
  net,
  protocol,
  safeStorage,
  session,
  type IpcMainInvokeEvent,
} from 'electron';
import { DEFAULT_API_PORT } from '../src-shared/constants.js';
import type { IpcResult, Settings } from '../src-shared/ipc/channels.js';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from '../src-shared/ipc/electron-transport.js';
import { createCore, type Core } from './core.js';
import { buildCsp } from './security/csp.js';
import { EncryptedFileTokenStore } from './session/encrypted-token-store.js';
import { FileOfflineCredentials } from './session/offline-verifier.js';
import { createElectronSettingsStore } from './settings/electron-settings-store.js';
import { defaultSettings, type SettingsStore } from './settings/settings-store.js';

// The renderer is served from a private, standard scheme instead of file:// so that CSP headers,
// 'self' and client-side routes behave as on the web.
const SCHEME = 'app';
const APP_ORIGIN = `${SCHEME}://venue`;
const apiUrl = process.env.VENUE_API_URL ?? `http://127.0.0.1:${DEFAULT_API_PORT}`;
const csp = buildCsp({ apiUrl });

protocol.registerSchemesAsPrivileged([
  { scheme: SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

let mainWindow: BrowserWindow | null = null;
let core: Core | null = null;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.whenReady().then(start, (error: unknown) => fail(error));
}

function fail(error: unknown): void {
  console.error('[venue] start-up failed', error);
  app.exit(1);
}

function rendererDir(): string {
  return join(app.getAppPath(), 'dist', 'renderer');
}

function serveRenderer(): void {
  const root = rendererDir();
  protocol.handle(SCHEME, async (request) => {
    const { pathname } = new URL(request.url);
    const file = resolve(root, normalize(`.${decodeURIComponent(pathname)}`));
    const safe = file === root || file.startsWith(root + sep);
    const hasExtension = /\.[a-z0-9]+$/i.test(pathname);
    // Client-side routes (no extension) get index.html; anything outside the renderer folder is refused.
    const target = !safe ? null : hasExtension ? file : join(root, 'index.html');
    if (!target) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(target).href);
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}

function hardenSession(): void {
  const ses = session.defaultSession;
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
  // The console needs no camera, notifications, geolocation...: refuse every permission prompt.
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

function isTrustedSender(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  if (!frame || !mainWindow || event.sender !== mainWindow.webContents) return false;
  try {
    return new URL(frame.url).origin === APP_ORIGIN;
  } catch {
    return false;
  }
}

function registerIpc(active: Core): void {
  ipcMain.handle(
    IPC_CALL_CHANNEL,
    async (event, name: unknown, input: unknown): Promise<IpcResult<unknown>> => {
      if (!isTrustedSender(event)) {
        return {
          ok: false,
          error: { message: 'This window may not call the console core', code: 'forbidden_sender' },
        };
      }
      return active.handlers.call(name, input);
    },
  );
  active.events.subscribe((name, payload) => {
    for (const window of BrowserWindow.getAllWindows())
      window.webContents.send(IPC_EVENT_CHANNEL, name, payload);
  });
}

function createWindow(settings: SettingsStore): BrowserWindow {
  const state = settings.get().windowState;
  const window = new BrowserWindow({
    width: state?.width ?? 1280,
    height: state?.height ?? 820,
    ...(state?.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Venue Console',
    webPreferences: {
      preload: join(app.getAppPath(), 'dist', 'preload', 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  if (state?.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  window.on('close', () => {
    const bounds = window.getNormalBounds();
    const windowState: Settings['windowState'] = {
      width: Math.round(bounds.width),
      height: Math.round(bounds.height),
      x: Math.round(bounds.x),
      y: Math.round(bounds.y),
      maximized: window.isMaximized(),
    };
    settings.set({ windowState });
  });
  void window.loadURL(`${APP_ORIGIN}/`);
  return window;
}

async function start(): Promise<void> {
  hardenSession();
  serveRenderer();
  const userData = app.getPath('userData');
  const settings = createElectronSettingsStore(defaultSettings(apiUrl));
  const active = createCore({
    apiUrl,
    dataDir: process.env.VENUE_DATA_DIR ?? userData,
    // safeStorage is only usable after 'ready', hence created here.
    tokenStore: new EncryptedFileTokenStore(join(userData, 'credentials.bin'), safeStorage),
    offlineCredentials: new FileOfflineCredentials({
      filePath: join(userData, 'offline-verifiers.bin'),
      encryptor: safeStorage,
    }),
    settingsStore: settings,
    mode: 'electron',
  });
  core = active;
  registerIpc(active);
  mainWindow = createWindow(settings);
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
  await active.start();
}

app.on('window-all-closed', () => app.quit());

let quitting = false;
app.on('before-quit', (event) => {
  if (quitting || !core) return;
  // Let the credential store finish its last write before the process goes away.
  event.preventDefault();
  quitting = true;
  void core.close().finally(() => app.quit());
});
